/**
 * Linkslayer (35595518): Special Summoned from the hand while its owner controls no monsters;
 * once per turn, discard 1 or 2 cards to destroy as many Spells/Traps on the field.
 */
import { type CardScript, type EffectDef, monsterCount, spellTrapsOn, summonsItselfFromHandIf } from '../facade.js';

/** "Discard `n` card(s), then target `n` Spells/Traps on the field; destroy them": one of the two ways to use the one effect. */
function discardToDestroy(n: 1 | 2): EffectDef {
  return {
    // Words, not digits: an option id's numbers are read as card instance ids (the views' hidden-id check).
    id: n === 1 ? 'destroy-one' : 'destroy-two',
    kind: 'ignition',
    label: `Discard ${n} card${n === 1 ? '' : 's'} to destroy ${n} Spell${n === 1 ? '' : 's'}/Trap${n === 1 ? '' : 's'} on the field`,
    categories: ['destroy-spell-trap'],
    oncePerTurn: 'card',
    // "Discard up to 2": both amounts are the same once-per-turn effect.
    oncePerTurnGroup: 'discard-destroy',
    cost: { discard: n },
    condition: (q) => spellTrapsOn(q.state).length >= n,
    targets: [{ what: 'Spell or Trap Card on the field', min: n, max: n, from: ['spellTraps'], side: 'both' }],
    resolve: (r) => void r.destroy(r.targets(0).filter((id) => spellTrapsOn(r.state).includes(id))),
  };
}

export const linkslayer: CardScript = {
  ...summonsItselfFromHandIf(35595518, (state, player) => monsterCount(state, player) === 0),
  effects: [discardToDestroy(1), discardToDestroy(2)],
};
