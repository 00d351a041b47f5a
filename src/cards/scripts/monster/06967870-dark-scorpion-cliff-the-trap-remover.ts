/** Dark Scorpion - Cliff the Trap Remover (6967870): its battle damage lets its controller destroy 1 Spell or Trap Card, or send the top 2 cards of the opponent's Deck to the Graveyard. */
import { battleDamageChoices, type CardScript, millOpponent } from '../facade.js';

export const darkScorpionCliffTheTrapRemover: CardScript = {
  passcode: 6967870,
  effects: [
    battleDamageChoices([
      {
        label: 'destroy 1 Spell or Trap Card on the field',
        target: { what: 'Spell or Trap Card on the field', min: 1, max: 1, from: ['spellTraps'], side: 'both' },
        resolve: (r, targets) => void r.destroy(targets),
      },
      millOpponent(2),
    ]),
  ],
};
