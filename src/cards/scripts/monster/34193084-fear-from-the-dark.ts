/** Fear from the Dark (34193084): sent from the hand or Deck to the Graveyard by an opponent's card effect, it Special Summons itself. */
import { type CardScript, summonableByEffect } from '../facade.js';

export const fearFromTheDark: CardScript = {
  passcode: 34193084,
  effects: [
    {
      id: 'summon',
      kind: 'trigger',
      label: 'Special Summon it from the Graveyard',
      categories: ['special-summon'],
      triggersFrom: ['graveyard'],
      triggersOn: (q, e) => e.type === 'sent-to-graveyard' && e.card === q.self && (e.from === 'hand' || e.from === 'deck') && e.byPlayer !== undefined && e.byPlayer !== q.player,
      resolve: (r) => {
        if (r.sourceStillThere() && summonableByEffect(r.state, r.ctx, r.player, r.self)) r.specialSummon(r.self, r.player, r.choosePosition(r.name(r.self)));
      },
    },
  ],
};
