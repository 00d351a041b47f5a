/** Beckoning Light (16255442): scripted from our own wording of the card in data/cards/text/goat-st-2.json. */
import { type CardScript, type DuelState, facts, type PlayerId, trapActivation } from '../facade.js';

const lightMonsters = (state: DuelState, player: PlayerId): number[] =>
  state.players[player].graveyard.filter((id) => facts(state, id).kind === 'monster' && facts(state, id).attribute === 'LIGHT');

export const beckoningLight: CardScript = {
  // Beckoning Light: discard your whole hand, then add 1 LIGHT monster from your Graveyard to your hand for each card
  // discarded (the discarded ones included). Needs a card in the hand and a LIGHT monster in the Graveyard.
  passcode: 16255442,
  effects: [
    trapActivation({
      categories: ['to-hand'],
      condition: (q) => q.state.players[q.player].hand.length > 0 && lightMonsters(q.state, q.player).length > 0,
      resolve: (r) => {
        const hand = [...r.state.players[r.player].hand];
        r.discard(r.player, hand);
        const candidates = lightMonsters(r.state, r.player);
        const count = Math.min(hand.length, candidates.length);
        if (count === 0) return;
        const picked = count === candidates.length ? candidates : r.choose({ player: r.player, prompt: `Add ${count} LIGHT monsters from your Graveyard to your hand`, candidates, min: count, max: count });
        for (const id of picked) r.addToHand(id, 'graveyard');
      },
    }),
  ],
};
