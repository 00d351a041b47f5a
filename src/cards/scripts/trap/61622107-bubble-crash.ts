/** Bubble Crash (61622107): scripted from our own wording of the card in data/cards/text/goat-st-4.json. */
import { type CardScript, type DuelState, type PlayerId, monstersOn, spellTrapsOn, trapActivation } from '../facade.js';

// Bubble Crash: each player with 6 or more cards in their hand and on their side of the field together sends cards of
// their choice from them to the Graveyard until they have 5 (this card itself counts for its controller but is not sent).
const handAndField = (state: DuelState, player: PlayerId): number[] => [...state.players[player].hand, ...monstersOn(state, player), ...spellTrapsOn(state, player)];

export const bubbleCrash: CardScript = {
  passcode: 61622107,
  effects: [
    trapActivation({
      categories: [],
      condition: (q) => handAndField(q.state, 0).length >= 6 || handAndField(q.state, 1).length >= 6,
      resolve: (r) => {
        const sent: number[] = [];
        for (const p of [r.player, r.opponent]) {
          const cards = handAndField(r.state, p);
          if (cards.length < 6) continue;
          const candidates = cards.filter((id) => id !== r.self);
          const n = cards.length - 5;
          sent.push(...r.choose({ player: p, prompt: `Bubble Crash: send ${n} card(s) from your hand or field to the Graveyard`, candidates, min: n, max: n }));
        }
        r.sendToGraveyard(sent);
      },
    }),
  ],
};
