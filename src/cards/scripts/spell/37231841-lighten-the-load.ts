/** Lighten the Load (37231841): scripted from our own wording of the card in data/cards/text/goat-st-5.json. */
import { type CardScript, type EffectQuery, facts, spellActivation } from '../facade.js';

const heavyInHand = (q: Pick<EffectQuery, 'state' | 'player'>): number[] =>
  q.state.players[q.player].hand.filter((id) => facts(q.state, id).kind === 'monster' && facts(q.state, id).level >= 7);

export const lightenTheLoad: CardScript = {
  // Lighten the Load (Continuous): once per turn, in your Main Phase, you may show a Level 7 or higher monster from your
  // hand, shuffle it into your Deck, then draw 1 card.
  passcode: 37231841,
  effects: [
    spellActivation({ resolve: () => {} }),
    {
      id: 'draw',
      kind: 'ignition',
      label: 'shuffle a Level 7 or higher monster from your hand into the Deck and draw 1 card (Lighten the Load)',
      categories: ['draw'],
      oncePerTurn: 'card',
      condition: (q) => heavyInHand(q).length > 0 && q.state.players[q.player].deck.length > 0,
      resolve: (r) => {
        if (!r.sourceStillThere()) return;
        const picked = r.choose({ player: r.player, prompt: 'Lighten the Load: a Level 7 or higher monster to shuffle into your Deck', candidates: heavyInHand(r), min: 1, max: 1 });
        if (picked.length === 0) return;
        r.reveal(r.player, picked);
        r.returnToDeck(picked, 'shuffle');
        r.draw(r.player, 1);
      },
    },
  ],
};
