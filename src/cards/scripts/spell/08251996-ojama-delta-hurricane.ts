/** Ojama Delta Hurricane!! (8251996): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, monstersOn, opponentOf, spellActivation, spellTrapsOn, whileControlling } from '../facade.js';

// Ojama Delta Hurricane!!: activated only while you control face-up "Ojama Green", "Ojama Yellow" and "Ojama Black";
// destroy every card your opponent controls.
export const ojamaDeltaHurricane: CardScript = {
  passcode: 8251996,
  effects: [
    spellActivation(
      whileControlling(['Ojama Green', 'Ojama Yellow', 'Ojama Black'], {
        categories: ['destroy-monster', 'destroy-spell-trap'],
        condition: (q) => monstersOn(q.state, opponentOf(q.player)).length + spellTrapsOn(q.state, opponentOf(q.player)).length > 0,
        resolve: (r) => void r.destroy([...monstersOn(r.state, r.opponent), ...spellTrapsOn(r.state, r.opponent)]),
      }),
    ),
  ],
};
