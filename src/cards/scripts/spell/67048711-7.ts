/** 7 (67048711): scripted from our own wording of the card in data/cards/text/goat-st-5.json. */
import { type CardScript, type EffectQuery, faceUpSpellTrapsNamed, sentFromField, spellActivation } from '../facade.js';

const sevens = (q: Pick<EffectQuery, 'state' | 'player' | 'ctx'>): number[] => faceUpSpellTrapsNamed(q.state, q.ctx, q.player, '7');

export const seven: CardScript = {
  // 7 (Continuous): when this card is activated and resolves while you control 3 face-up "7" (this one included), you
  // draw 3 cards, then all your "7" are destroyed. When this card is sent from the field to the Graveyard, you gain 700 Life Points.
  passcode: 67048711,
  effects: [
    spellActivation({
      categories: ['draw'],
      resolve: (r) => {
        // Our reading of "when there are 3 face-up 7": counted as it resolves, this card and 2 others.
        if (!r.sourceStillThere() || sevens(r).length + 1 < 3 || r.state.players[r.player].deck.length < 3) return;
        r.draw(r.player, 3);
        r.destroy([...sevens(r), r.self]);
      },
    }),
    {
      id: 'gain',
      kind: 'trigger',
      label: 'gain 700 Life Points (7)',
      categories: [],
      triggersFrom: ['graveyard'],
      triggersOn: sentFromField,
      resolve: (r) => r.gainLp(r.player, 700),
    },
  ],
};
