/** Swarm of Locusts (41872150): once per turn it may turn itself face-down; when it is Flip Summoned, it destroys 1 Spell or Trap Card the opponent controls. */
import { type CardScript, hideAndDestroyOnFlipSummon } from '../facade.js';

export const swarmOfLocusts: CardScript = hideAndDestroyOnFlipSummon(
  41872150,
  "destroy 1 of your opponent's Spell or Trap Cards",
  { what: 'Spell or Trap Card your opponent controls', min: 1, max: 1, from: ['spellTraps'], side: 'opponent' },
  'destroy-spell-trap',
);
