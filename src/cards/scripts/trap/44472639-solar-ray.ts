/** Solar Ray (44472639): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, facts, faceUpMonsters, trapActivation } from '../facade.js';
import type { DuelState, PlayerId } from '../facade.js';

const lightMonsters = (state: DuelState, player: PlayerId): number => faceUpMonsters(state, player).filter((id) => facts(state, id).attribute === 'LIGHT').length;

export const solarRay: CardScript = {
  // Solar Ray: inflict 600 damage to your opponent for each face-up LIGHT monster you control.
  passcode: 44472639,
  effects: [
    trapActivation({
      categories: ['damage'],
      condition: (q) => lightMonsters(q.state, q.player) > 0,
      resolve: (r) => r.damage(r.opponent, 600 * lightMonsters(r.state, r.player)),
    }),
  ],
};
