/** Trident Warrior (20474741): its Normal Summon brings a Level 3 monster out of the hand. */
import { type CardScript, hasLevel, normalSummoned, summonFromHandWhen } from '../facade.js';

export const tridentWarrior: CardScript = {
  passcode: 20474741,
  effects: [summonFromHandWhen({ what: '1 Level 3 monster', fits: (f) => hasLevel(f) && f.level === 3, on: normalSummoned })],
};
