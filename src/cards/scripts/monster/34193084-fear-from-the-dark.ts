/** Fear from the Dark (34193084): sent from the hand or Deck to the Graveyard by an opponent's card effect, it Special Summons itself. */
import { type CardScript, sentByOpponentsEffect, summonableByEffect } from '../facade.js';

export const fearFromTheDark: CardScript = {
  passcode: 34193084,
  effects: [
    {
      id: 'summon',
      kind: 'trigger',
      label: 'Special Summon it from the Graveyard',
      categories: ['special-summon'],
      triggersFrom: ['graveyard'],
      triggersOn: sentByOpponentsEffect(['hand', 'deck']),
      resolve: (r) => {
        if (r.sourceStillThere() && summonableByEffect(r.state, r.ctx, r.player, r.self)) r.specialSummon(r.self, r.player, r.choosePosition(r.name(r.self)));
      },
    },
  ],
};
