/** Desert Sunlight (93747864): scripted from our own wording of the card in data/cards/text/cards-traps.json. */
import { type CardScript, type DuelState, monstersOn, type PlayerId, trapActivation } from '../facade.js';

/** The face-down Defense Position monsters `player` controls. */
const faceDownDefense = (state: DuelState, player: PlayerId): number[] =>
  monstersOn(state, player).filter((id) => !state.cards[id]!.faceUp && state.cards[id]!.position === 'defense');

export const desertSunlight: CardScript = {
  // Desert Sunlight: every face-down Defense Position monster you control is turned face-up in Defense Position (their Flip effects activate).
  passcode: 93747864,
  effects: [
    trapActivation({
      categories: ['position'],
      condition: (q) => faceDownDefense(q.state, q.player).length > 0,
      resolve: (r) => {
        for (const id of faceDownDefense(r.state, r.player)) r.changePosition(id, 'defense', true);
      },
    }),
  ],
};
