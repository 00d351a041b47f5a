/** Tainted Wisdom (28725004): when it is changed from Attack Position to face-up Defense Position, its controller shuffles their Deck. */
import { type CardScript, changedPosition } from '../facade.js';

export const taintedWisdom: CardScript = {
  passcode: 28725004,
  effects: [{ id: 'shuffle', kind: 'trigger', label: 'shuffle your Deck', triggersOn: changedPosition('attack', 'defense'), resolve: (r) => r.shuffleDeck(r.player) }],
};
