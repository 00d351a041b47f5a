/** Kozaky's Self-Destruct Button (21908319): scripted from our own wording of the card in data/cards/text/goat-st-5.json. */
import { type CardScript, destroyedWhileSet } from '../facade.js';

export const kozakysSelfDestructButton: CardScript = {
  // Kozaky's Self-Destruct Button: it has no effect when activated. When this card is destroyed while Set and sent to
  // the Graveyard, its owner's opponent takes 1000 damage (the TCG wording of 2005: "your opponent").
  passcode: 21908319,
  effects: [
    {
      id: 'damage',
      kind: 'trigger',
      // A Trap Card's effect is Spell Speed 2, even when it starts in the Graveyard.
      speed: 2,
      label: 'your opponent takes 1000 damage',
      categories: ['damage'],
      triggersFrom: ['graveyard'],
      triggersOn: destroyedWhileSet,
      resolve: (r) => r.damage(r.opponent, 1000),
    },
  ],
};
