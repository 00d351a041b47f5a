/** Re-Cover (58695102): from the Graveyard, for 2000 LP, it comes back while the opponent's Extra Deck holds 5 or more cards more; it is banished when it leaves the field. */
import { type CardScript, type EffectQuery, freeMainZones, opponentOf, summonableByEffect } from '../facade.js';

/** Does the opponent have at least 5 more cards in their Extra Deck than the activator? */
const extraDeckGap = (q: EffectQuery): boolean => q.state.players[opponentOf(q.player)].extra.length - q.state.players[q.player].extra.length >= 5;

export const reCover: CardScript = {
  passcode: 58695102,
  effects: [
    {
      // In the GY, while your opponent has 5 or more cards more in their Extra Deck than you: pay 2000 LP; Special Summon this card, but banish it when it leaves the field. Once per turn (name).
      id: 'revive',
      kind: 'ignition',
      activateFrom: 'graveyard',
      label: 'pay 2000 LP to Special Summon this card from your Graveyard',
      categories: ['special-summon'],
      oncePerTurn: 'name',
      cost: { lp: 2000 },
      condition: (q) => extraDeckGap(q) && freeMainZones(q.state, q.player) > 0 && summonableByEffect(q.state, q.ctx, q.player, q.self),
      resolve: (r) => {
        if (r.state.cards[r.self]!.location !== 'graveyard') return;
        if (r.specialSummon(r.self, r.player, r.choosePosition(r.name(r.self)))) r.addEffect('banish-when-leaving-field', r.cardAffected(r.self), null, 'permanent');
      },
    },
  ],
};
