/** Gren Maju Da Eiza (36584821): its ATK and DEF are 400 for each card its controller has banished. */
import { baseStatsPerCount, type CardScript } from '../facade.js';

export const grenMajuDaEiza: CardScript = {
  passcode: 36584821,
  continuous: [baseStatsPerCount((state, self) => state.players[state.cards[self]!.controller].banished.length, 400, 'same')],
};
