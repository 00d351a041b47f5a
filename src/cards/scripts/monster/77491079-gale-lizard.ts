/** Gale Lizard (77491079): FLIP: return 1 monster the opponent controls to its owner's hand. */
import { type CardScript, flipMonster, flipReturnToHand } from '../facade.js';

export const galeLizard: CardScript = flipMonster(
  77491079,
  flipReturnToHand({ what: 'monster your opponent controls', min: 1, max: 1, from: ['monsters'], side: 'opponent' }, "return 1 of your opponent's monsters to its owner's hand"),
);
