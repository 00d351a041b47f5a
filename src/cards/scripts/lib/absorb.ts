/**
 * Monsters that take an opponent's monster as an Equip Card and wear its stats
 * (Thousand-Eyes Restrict; Relinquished has the same shape in its own file): once per
 * turn, target 1 monster the opponent controls and equip it to this card (one at a time);
 * this card's ATK/DEF become the held monster's, and if this card would be destroyed by
 * battle the held monster is destroyed instead.
 */
import { facts, stillFaceUpHere, targetCard } from './queries.js';
import type { AnyContinuousEffect, DuelState, EffectDef, EffectTarget } from './engine.js';

/** The monster `holder` holds as an Equip Card, if any. */
export function heldMonster(state: DuelState, holder: number): number | null {
  for (const p of [0, 1] as const) {
    for (const id of state.players[p].spellTraps) {
      if (id === null) continue;
      const card = state.cards[id]!;
      if (card.equippedTo === holder && card.faceUp && facts(state, id).kind === 'monster') return id;
    }
  }
  return null;
}

/** The holder itself, while it holds a monster. */
function holdsAMonster(state: DuelState, source: number, t: EffectTarget): boolean {
  return targetCard(t) === source && heldMonster(state, source) !== null;
}

/** The Ignition effect: once per turn, equip 1 monster the opponent controls (face-down ones too) to this card. */
export function absorbEffect(label: string): EffectDef {
  return {
    id: 'equip',
    kind: 'ignition',
    label,
    categories: ['control'],
    oncePerTurn: 'card',
    condition: (q) => heldMonster(q.state, q.self) === null && q.state.players[q.player].spellTraps.includes(null),
    targets: [{ what: 'monster your opponent controls', min: 1, max: 1, from: ['monsters'], side: 'opponent' }],
    resolve: (r) => {
      const [target] = r.targets(0);
      if (target === undefined || !stillFaceUpHere(r) || heldMonster(r.state, r.self) !== null) return;
      r.equipMonster(target, r.self, r.player);
    },
  };
}

/** Its ATK/DEF become the held monster's (printed values), and the held monster is destroyed in its place in battle. */
export function absorbedStats(): AnyContinuousEffect[] {
  return [
    {
      code: 'set-base-stats',
      affects: holdsAMonster,
      value: (state, source) => {
        const f = facts(state, heldMonster(state, source)!);
        return { atk: f.atk, def: f.def };
      },
    },
    { code: 'battle-substitute', affects: holdsAMonster, value: (state, source) => heldMonster(state, source)! },
  ];
}
