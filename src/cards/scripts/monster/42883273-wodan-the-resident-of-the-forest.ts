/** Wodan the Resident of the Forest (42883273): 100 more ATK for each face-up Plant-Type monster on the field. */
import { type CardScript, faceUpCount, raceIs, statsPerCount } from '../facade.js';

export const wodan: CardScript = { passcode: 42883273, continuous: [statsPerCount((state, self) => faceUpCount(state, self, raceIs('Plant'), false), 100)] };
