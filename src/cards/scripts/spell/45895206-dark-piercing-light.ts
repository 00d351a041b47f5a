/** Dark-Piercing Light (45895206): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, type DuelState, monstersOn, opponentOf, type PlayerId, spellActivation } from '../facade.js';

const faceDown = (state: DuelState, player: PlayerId): number[] => monstersOn(state, player).filter((id) => !state.cards[id]!.faceUp);

// Dark-Piercing Light: every face-down monster your opponent controls is turned face-up in its position (Flip effects activate).
export const darkPiercingLight: CardScript = {
  passcode: 45895206,
  effects: [
    spellActivation({
      categories: ['position'],
      condition: (q) => faceDown(q.state, opponentOf(q.player)).length > 0,
      resolve: (r) => {
        for (const id of faceDown(r.state, r.opponent)) r.changePosition(id, r.state.cards[id]!.position);
      },
    }),
  ],
};
