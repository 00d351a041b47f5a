/** Dark Room of Nightmare (85562745): scripted from our own wording of the card in data/cards/text/cards-spells.json. */
import { type CardScript, nameOf, spellActivation } from '../facade.js';

const NAME = 'Dark Room of Nightmare';

export const darkRoomOfNightmare: CardScript = {
  // Dark Room of Nightmare (Continuous): each time the opponent takes damage from a card effect, other than one of a
  // "Dark Room of Nightmare", they take 300 more damage (a mandatory trigger).
  passcode: 85562745,
  effects: [
    spellActivation({ resolve: () => {} }),
    {
      id: 'damage',
      kind: 'trigger',
      label: '300 more damage to your opponent (Dark Room of Nightmare)',
      categories: ['damage'],
      triggersOn: (q, e) => e.type === 'effect-damage' && e.player !== q.player && e.by !== undefined && nameOf(q.state, e.by) !== NAME,
      resolve: (r) => r.damage(r.opponent, 300),
    },
  ],
};
