/**
 * Odd-Eyes Meteorburst Dragon (80696379): Special Summoned, it brings a card out of its
 * controller's Pendulum Zone (and does not attack that turn); the opponent cannot activate
 * monster effects during the Battle Phase.
 */
import { type CardScript, canBeSpecialSummonedByEffect, freeMainZones, scalesOf } from '../facade.js';

export const oddEyesMeteorburstDragon: CardScript = {
  passcode: 80696379,
  continuous: [
    {
      // Your opponent cannot activate monster effects during the Battle Phase.
      code: 'cannot-activate-cards',
      affects: (state, source, t) => 'player' in t && t.player !== state.cards[source]!.controller && state.phase === 'battle',
      value: () => 'monster-effect',
    },
  ],
  effects: [
    {
      // When this card is Special Summoned: you can target 1 card in your Pendulum Zone; Special Summon it, also this card cannot attack this turn. Once per turn (name).
      id: 'from-scale',
      kind: 'trigger',
      label: 'Special Summon a card from your Pendulum Zone (this card cannot attack this turn)',
      categories: ['special-summon'],
      optional: true,
      when: true,
      oncePerTurn: 'name',
      triggersOn: (q, e) => e.type === 'special-summon' && e.card === q.self,
      condition: (q) => freeMainZones(q.state, q.player) > 0,
      targets: [
        {
          what: 'card in your Pendulum Zone',
          min: 1,
          max: 1,
          from: ['spellTraps'],
          side: 'own',
          filter: (q, id) => scalesOf(q.state, q.player).includes(id) && canBeSpecialSummonedByEffect(q.state, q.ctx, id),
        },
      ],
      resolve: (r) => {
        const [target] = r.targets(0);
        if (target !== undefined) r.specialSummon(target, r.player, r.choosePosition(r.name(target)));
        if (r.sourceStillThere()) r.addEffect('cannot-attack', r.cardAffected(r.self), null);
      },
    },
  ],
};
