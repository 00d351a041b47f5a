/** Ante (34236961): scripted from our own wording of the card in data/cards/text/goat-st-5.json. */
import { type CardScript, facts, type PlayerId, type Resolution, spellActivation } from '../facade.js';

/** The Level Ante compares: a monster's Level, 0 for any other card. */
const anteLevel = (r: Resolution, id: number): number => (facts(r.state, id).kind === 'monster' ? facts(r.state, id).level : 0);

const pickOwn = (r: Resolution, player: PlayerId): number | undefined =>
  r.choose({ player, prompt: 'Ante: pick 1 card from your hand to show', candidates: [...r.state.players[player].hand], min: 1, max: 1 })[0];

export const ante: CardScript = {
  // Ante: each player picks 1 card from their own hand and both are shown. A monster counts its Level, any other card
  // 0. The player whose card counts less takes 1000 damage and sends the card they picked to the Graveyard; on a tie,
  // nothing happens.
  passcode: 34236961,
  effects: [
    spellActivation({
      categories: ['damage'],
      // Ante itself leaves the hand as it is activated, so both hands need another card.
      condition: (q) => q.state.players[q.player].hand.some((id) => id !== q.self) && q.state.players[q.player === 0 ? 1 : 0].hand.length > 0,
      resolve: (r) => {
        if (r.state.players[r.player].hand.length === 0 || r.state.players[r.opponent].hand.length === 0) return;
        const mine = pickOwn(r, r.player);
        const theirs = pickOwn(r, r.opponent);
        if (mine === undefined || theirs === undefined) return;
        r.reveal(r.player, [mine]);
        r.reveal(r.opponent, [theirs]);
        const diff = anteLevel(r, mine) - anteLevel(r, theirs);
        if (diff === 0) return;
        const [loser, card] = diff > 0 ? [r.opponent, theirs] : [r.player, mine];
        r.damage(loser, 1000);
        r.sendToGraveyard([card]);
      },
    }),
  ],
};
