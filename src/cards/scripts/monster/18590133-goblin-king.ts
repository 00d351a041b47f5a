/** Goblin King (18590133): cannot be attacked while its controller controls another Fiend; its ATK and DEF are 1000 for each other face-up Fiend-Type monster on the field. */
import { baseStatsPerCount, cannotBeAttackedWhileAnother, type CardScript, faceUpCount, raceIs } from '../facade.js';

export const goblinKing: CardScript = {
  passcode: 18590133,
  continuous: [cannotBeAttackedWhileAnother('Fiend'), baseStatsPerCount((state, self) => faceUpCount(state, self, raceIs('Fiend'), true), 1000, 'same')],
};
