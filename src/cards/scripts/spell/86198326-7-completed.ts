/** 7 Completed (86198326): scripted from our own wording of the card in data/cards/text/goat-st-5.json. */
import { type CardScript, type CardStatic, equippedMonster, equipToTarget, faceUpMonster, facts, spellActivation } from '../facade.js';

/** Kept on the card as it resolves: 1 when DEF was chosen (the choice lasts while the card stays). */
const CHOSE_DEF = '7 Completed: DEF chosen';
const machine = (f: CardStatic): boolean => f.race === 'Machine';

export const sevenCompleted: CardScript = {
  // 7 Completed (Equip): equip only to a Machine-Type monster. When you activate it, you choose ATK or DEF: the
  // equipped monster gains 700 of the chosen one.
  passcode: 86198326,
  equipTo: (q, monster) => faceUpMonster(q.state, monster) && machine(facts(q.state, monster)),
  effects: [
    spellActivation({
      categories: ['stat-change'],
      targets: [{ what: 'face-up Machine-Type monster to equip', min: 1, max: 1, from: ['monsters'], side: 'both', filter: (q, id) => faceUpMonster(q.state, id) && machine(facts(q.state, id)) }],
      declare: { prompt: '7 Completed: the equipped monster gains 700', labels: () => ['ATK', 'DEF'] },
      resolve: (r) => {
        if (equipToTarget(r, machine) !== undefined && r.declared() === 'DEF') r.addCounters(r.self, CHOSE_DEF, 1);
      },
    }),
  ],
  continuous: [
    {
      code: 'change-stats',
      activeWhen: 'equipped',
      affects: equippedMonster,
      value: (state, source) => ((state.cards[source]!.counters[CHOSE_DEF] ?? 0) > 0 ? { atk: 0, def: 700 } : { atk: 700, def: 0 }),
    },
  ],
};
