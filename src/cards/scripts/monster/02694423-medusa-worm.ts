/** Medusa Worm (2694423): once per turn it may turn itself face-down; when it is Flip Summoned, it destroys 1 monster the opponent controls. */
import { type CardScript, hideAndDestroyOnFlipSummon, OPPONENT_MONSTER } from '../facade.js';

export const medusaWorm: CardScript = hideAndDestroyOnFlipSummon(2694423, "destroy 1 of your opponent's monsters", OPPONENT_MONSTER, 'destroy-monster');
