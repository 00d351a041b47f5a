/** Melomelody the Brass Djinn (88942504): detach 1 to let a "Djinn" Xyz Monster of its controller attack twice this turn. */
import { type CardScript, detachFromSelf, facts, faceUpMonster, hasEffect, isDjinnXyz } from '../facade.js';

export const melomelodyTheBrassDjinn: CardScript = {
  passcode: 88942504,
  effects: [
    {
      id: 'second-attack',
      kind: 'ignition',
      label: 'detach 1 material: a Djinn Xyz Monster you control can attack twice this turn',
      oncePerTurn: 'card',
      // Only in Main Phase 1 of a turn with a Battle Phase ahead (not the duel's first turn, nothing forbidding it).
      condition: (q) => q.state.phase === 'main1' && q.state.turn > 1 && !hasEffect(q.state, q.ctx, { player: q.player }, 'cannot-enter-battle-phase'),
      cost: detachFromSelf(1),
      targets: [
        { what: 'face-up "Djinn" Xyz Monster you control', min: 1, max: 1, from: ['monsters'], side: 'own', includeSelf: true, filter: (q, id) => faceUpMonster(q.state, id) && isDjinnXyz(facts(q.state, id)) },
      ],
      resolve: (r) => {
        const [target] = r.targets(0);
        if (target !== undefined && faceUpMonster(r.state, target)) r.addEffect('extra-attacks', r.cardAffected(target), 1);
      },
    },
  ],
};
