/** Huge Revolution (65396880): scripted from our own wording of the card in data/cards/text/goat-st-4.json. */
import { type CardScript, controlsFaceUp, monstersOn, opponentOf, spellTrapsOn, trapActivation } from '../facade.js';

// Huge Revolution: activate only during your Main Phase while you control face-up "People Running About", "Oppressed People"
// and "United Resistance"; send your opponent's whole hand to the Graveyard and destroy every card they control.
const REBELS = ['People Running About', 'Oppressed People', 'United Resistance'];

export const hugeRevolution: CardScript = {
  passcode: 65396880,
  effects: [
    trapActivation({
      categories: ['destroy-monster', 'destroy-spell-trap'],
      condition: (q) => {
        const s = q.state;
        const own = s.turnPlayer === q.player && (s.phase === 'main1' || s.phase === 'main2');
        const opponent = opponentOf(q.player);
        const something = s.players[opponent].hand.length > 0 || monstersOn(s, opponent).length + spellTrapsOn(s, opponent).length > 0;
        return own && something && controlsFaceUp(s, q.player, ...REBELS);
      },
      resolve: (r) => {
        r.sendToGraveyard([...r.state.players[r.opponent].hand]);
        r.destroy([...monstersOn(r.state, r.opponent), ...spellTrapsOn(r.state, r.opponent)]);
      },
    }),
  ],
};
