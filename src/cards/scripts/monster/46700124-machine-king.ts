/** Machine King (46700124): 100 more ATK for each face-up Machine-Type monster on the field, itself included. */
import { type CardScript, faceUpCount, raceIs, statsPerCount } from '../facade.js';

export const machineKing: CardScript = { passcode: 46700124, continuous: [statsPerCount((state, self) => faceUpCount(state, self, raceIs('Machine'), false), 100)] };
