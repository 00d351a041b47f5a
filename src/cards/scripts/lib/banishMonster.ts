/**
 * "Banish 1 monster on the field; this card cannot attack the turn you use this" (Black
 * Luster Soldier - Envoy of the Beginning, Chaos Sorcerer): an Ignition effect, once per turn,
 * whose attack lock is paid on activation (it stays if the effect is negated).
 */
import type { EffectDef, EffectQuery } from './engine.js';
import { isFaceUp } from './queries.js';

export function banishOneMonster(opts: { faceUpOnly: boolean; onceGroup?: string }): EffectDef {
  return {
    id: 'banish',
    kind: 'ignition',
    label: `banish 1 ${opts.faceUpOnly ? 'face-up ' : ''}monster on the field (this card cannot attack this turn)`,
    categories: ['banish'],
    oncePerTurn: 'card',
    ...(opts.onceGroup ? { oncePerTurnGroup: opts.onceGroup } : {}),
    cost: { selfCannotAttack: true },
    targets: [
      {
        what: `${opts.faceUpOnly ? 'face-up ' : ''}monster on the field`,
        min: 1,
        max: 1,
        from: ['monsters'],
        side: 'both',
        ...(opts.faceUpOnly ? { filter: (q: EffectQuery, id: number) => isFaceUp(q.state, id) } : {}),
      },
    ],
    resolve: (r) => {
      for (const id of r.targets(0)) if (!opts.faceUpOnly || isFaceUp(r.state, id)) r.banish([id]);
    },
  };
}
