/** Pendulum Back (76660409): with 2 Scales set, returns 2 Graveyard monsters whose Levels lie between them to the hand. */
import { type CardScript, type EffectQuery, facts, graveyardTargetsToHand, scaleBounds, trapActivation } from '../facade.js';

/** A monster in the Graveyard whose printed Level lies strictly between its controller's Scales (rule zones.pendulum). */
function betweenScales(q: EffectQuery, id: number): boolean {
  const bounds = scaleBounds(q.state, q.player, q.ctx);
  const f = facts(q.state, id);
  return bounds !== null && f.kind === 'monster' && f.level > bounds[0] && f.level < bounds[1];
}

const toHand = graveyardTargetsToHand('monster in your Graveyard with a Level between your Pendulum Scales', () => true, 2);

export const pendulumBack: CardScript = {
  passcode: 76660409,
  effects: [
    trapActivation({
      // If you have 2 cards in your Pendulum Zones: target 2 monsters in your GY, each with a Level strictly between your Scales; add them to your hand.
      ...toHand,
      condition: (q) => scaleBounds(q.state, q.player, q.ctx) !== null,
      targets: toHand.targets!.map((slot) => ({ ...slot, filter: betweenScales })),
    }),
  ],
};
