/** Muka Muka (46657337): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, type DuelState, targetCard } from '../facade.js';

export const mukaMuka: CardScript = {
  passcode: 46657337,
  continuous: [
    {
      code: 'change-stats',
      affects: (state, source, t) => targetCard(t) === source && handSize(state, source) > 0,
      value: (state, source) => ({ atk: 300 * handSize(state, source), def: 300 * handSize(state, source) }),
    },
  ],
};

/** Cards in the hand of `monster`'s controller (Muka Muka). */
function handSize(state: DuelState, monster: number): number {
  return state.players[state.cards[monster]!.controller].hand.length;
}
