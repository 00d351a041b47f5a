/** Perfect Machine King (18891691): 500 more ATK for each other face-up Machine-Type monster on the field. */
import { type CardScript, faceUpCount, raceIs, statsPerCount } from '../facade.js';

export const perfectMachineKing: CardScript = { passcode: 18891691, continuous: [statsPerCount((state, self) => faceUpCount(state, self, raceIs('Machine'), true), 500)] };
