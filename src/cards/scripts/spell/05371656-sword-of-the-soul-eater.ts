/** Sword of the Soul-Eater (05371656): scripted from our own wording of the card in data/cards/text/goat-st6.json. */
import { type CardScript, type DuelState, type EffectQuery, equippedMonster, equipToTarget, facts, faceUpMonster, monstersOn, spellActivation } from '../facade.js';

/** The souls it ate are kept as counters on the card: the ATK it gives is fixed when it resolves. */
const SOULS = 'soul';

const fits = (state: DuelState, player: 0 | 1, id: number): boolean => {
  const f = facts(state, id);
  return faceUpMonster(state, id) && state.cards[id]!.controller === player && f.frame === 'normal' && f.level <= 3;
};

export const swordOfTheSoulEater: CardScript = {
  // Sword of the Soul-Eater (Equip): equip only to a Level 3 or lower Normal Monster on your side of the field. When
  // it is activated, every other Normal Monster on your side of the field (not Tokens) is Tributed, and the equipped
  // monster gains 1000 ATK for each monster Tributed this way.
  passcode: 5371656,
  equipTo: (q: EffectQuery, monster: number) => fits(q.state, q.player, monster),
  effects: [
    spellActivation({
      categories: ['stat-change'],
      targets: [{ what: 'Level 3 or lower Normal Monster you control', min: 1, max: 1, from: ['monsters'], side: 'own', filter: (q, id) => fits(q.state, q.player, id) }],
      resolve: (r) => {
        const target = equipToTarget(r, (f) => f.frame === 'normal' && f.level <= 3);
        if (target === undefined) return;
        const eaten = monstersOn(r.state, r.player).filter((id) => id !== target && facts(r.state, id).frame === 'normal');
        if (eaten.length === 0) return;
        r.tribute(eaten);
        r.addCounters(r.self, SOULS, eaten.length);
      },
    }),
  ],
  continuous: [{ code: 'change-stats', activeWhen: 'equipped', affects: equippedMonster, value: (state, source) => ({ atk: 1000 * (state.cards[source]!.counters[SOULS] ?? 0), def: 0 }) }],
};
