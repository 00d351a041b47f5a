/**
 * Battle Fader (19665973): when an opponent's monster attacks directly, it comes out of the hand
 * and the Battle Phase ends; brought out that way, it is banished when it leaves the field.
 */
import { type CardScript, freeMainZones, opponentDeclaresDirectAttack, summonableByEffect } from '../facade.js';

export const battleFader: CardScript = {
  passcode: 19665973,
  effects: [
    {
      id: 'summon-from-hand',
      kind: 'trigger',
      label: 'Special Summon Battle Fader from your hand and end the Battle Phase',
      categories: ['special-summon'],
      optional: true,
      when: true,
      triggersFrom: ['hand'],
      triggersOn: opponentDeclaresDirectAttack,
      condition: (q) => freeMainZones(q.state, q.player) > 0 && summonableByEffect(q.state, q.ctx, q.player, q.self),
      resolve: (r) => {
        if (r.state.cards[r.self]!.location !== 'hand') return;
        if (!r.specialSummon(r.self, r.player, r.choosePosition('Battle Fader'))) return;
        r.addEffect('banish-when-leaving-field', r.cardAffected(r.self), null, 'permanent');
        r.endBattlePhase();
      },
    },
  ],
};
