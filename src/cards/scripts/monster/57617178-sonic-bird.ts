/** Sonic Bird (57617178): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, facts, isRitualSpell } from '../facade.js';

export const sonicBird: CardScript = {
  passcode: 57617178,
  effects: [
    {
      id: 'search',
      kind: 'trigger',
      label: 'add a Ritual Spell from your Deck to your hand',
      categories: ['search'],
      optional: true,
      when: true,
      triggersOn: (q, e) => (e.type === 'normal-summon' || e.type === 'special-summon') && e.card === q.self,
      condition: (q) => q.state.players[q.player].deck.some((id) => isRitualSpell(facts(q.state, id))),
      resolve: (r) => {
        r.search(r.player, isRitualSpell, 'Add 1 Ritual Spell from your Deck to your hand');
      },
    },
  ],
};
