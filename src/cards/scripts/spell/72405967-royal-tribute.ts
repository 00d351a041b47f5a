/** Royal Tribute (72405967): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, type DuelState, facts, nameOf, spellActivation } from '../facade.js';

const necrovalleyFaceUp = (state: DuelState): boolean =>
  ([0, 1] as const).some((p) => {
    const f = state.players[p].fieldZone;
    return f !== null && state.cards[f]!.faceUp && nameOf(state, f) === 'Necrovalley';
  });

// Royal Tribute: activated only while "Necrovalley" is face-up on the field; each player discards every monster in their hand.
export const royalTribute: CardScript = {
  passcode: 72405967,
  effects: [
    spellActivation({
      categories: [],
      condition: (q) => necrovalleyFaceUp(q.state) && [...q.state.players[0].hand, ...q.state.players[1].hand].some((id) => id !== q.self),
      resolve: (r) => {
        for (const p of [r.player, r.opponent]) r.discard(p, r.state.players[p].hand.filter((id) => facts(r.state, id).kind === 'monster'));
      },
    }),
  ],
};
