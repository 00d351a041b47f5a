/** Powerful Rebirth (84298614): revives a Level 4 or lower monster, 1 Level and 100 ATK/DEF higher while this card holds it; destroyed when that monster is destroyed. */
import { bindToCard, boundMonster, type CardScript, type DuelState, type EffectTarget, canBeSpecialSummonedByEffect, facts, freeMainZones, maySpecialSummon, trapActivation } from '../facade.js';

/** The monster this card revived, for as long as the two stay bound. */
const holds = (state: DuelState, source: number, t: EffectTarget): boolean => 'card' in t && boundMonster(state, source) === t.card;

export const powerfulRebirth: CardScript = {
  passcode: 84298614,
  continuous: [
    { code: 'change-stats', affects: holds, value: () => ({ atk: 100, def: 100 }) },
    { code: 'change-level', affects: holds, value: () => 1 },
  ],
  effects: [
    trapActivation({
      // Target 1 Level 4 or lower monster in your GY; Special Summon it. It gains 1 Level and 100 ATK/DEF. When it is destroyed, destroy this card.
      categories: ['special-summon'],
      condition: (q) => freeMainZones(q.state, q.player) > 0 && maySpecialSummon(q.state, q.player),
      targets: [
        {
          what: 'Level 4 or lower monster in your Graveyard',
          min: 1,
          max: 1,
          from: ['graveyard'],
          side: 'own',
          filter: (q, id) => facts(q.state, id).kind === 'monster' && facts(q.state, id).level >= 1 && facts(q.state, id).level <= 4 && canBeSpecialSummonedByEffect(q.state, q.ctx, id),
        },
      ],
      resolve: (r) => {
        const [target] = r.targets(0);
        if (target === undefined || !r.sourceStillThere()) return;
        if (r.specialSummon(target, r.player, r.choosePosition(r.name(target)))) bindToCard(r, target, { destroyWithCard: false, cardGoesWhen: 'destroyed' });
      },
    }),
  ],
};
