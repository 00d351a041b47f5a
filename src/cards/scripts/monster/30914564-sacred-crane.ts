/** Sacred Crane (30914564): when it is Special Summoned, its controller draws 1 card. */
import { type CardScript, drawCards, specialSummonedItself } from '../facade.js';

export const sacredCrane: CardScript = {
  passcode: 30914564,
  effects: [{ id: 'draw', kind: 'trigger', label: 'draw 1 card', triggersOn: specialSummonedItself, ...drawCards(1) }],
};
