/**
 * Shapes of the GOAT-pool Effect Monsters of batch 6 that the older libs do not have:
 * "once per turn it may turn face-down; when Flip Summoned, return 1 of the opponent's
 * monsters to the hand" (Guardian Statue, Golem Sentry).
 */
import type { CardScript } from './engine.js';
import { TURN_SELF_FACE_DOWN } from './monsterEvents.js';
import { flipSummonedItself } from './monsterShapes.js';

/** Turns itself face-down once per turn; its Flip Summon returns 1 monster the opponent controls to its owner's hand. */
export function hideAndBounceOnFlipSummon(passcode: number): CardScript {
  return {
    passcode,
    effects: [
      TURN_SELF_FACE_DOWN,
      {
        id: 'bounce',
        kind: 'trigger',
        label: "return 1 of your opponent's monsters to its owner's hand",
        categories: ['to-hand'],
        triggersOn: flipSummonedItself,
        targets: [{ what: 'monster your opponent controls', min: 1, max: 1, from: ['monsters'], side: 'opponent' }],
        resolve: (r) => {
          const [target] = r.targets(0);
          if (target !== undefined && r.state.cards[target]!.controller === r.opponent) r.returnToHand([target]);
        },
      },
    ],
  };
}
