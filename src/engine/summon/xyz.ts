/**
 * Xyz Summon (modern rulebook, Xyz Monsters; rule summon.xyz): face-up monsters you
 * control whose Level is the Xyz Monster's Rank are stacked under it as Xyz Materials
 * (they leave the field but are not in the Graveyard), and it comes from the Extra Deck
 * on top of them. Tokens cannot be Xyz Materials in modern (format tokensAsXyzMaterial).
 * Detaching a material (a cost many Xyz Monsters pay) puts it in the Graveyard; when the
 * Xyz Monster leaves the field the rest go there too (zones.ts; rule rules.xyz-materials).
 */
import { reject } from '../rejections.js';
import { nameFor } from '../text/describe.js';
import { moveCard, staticOf } from '../zones.js';
import type { EngineContext } from '../context.js';
import type { Tx } from '../tx.js';
import type { DuelState, PlayerId, Rejection } from '../types.js';
import { attachMaterials, faceUpMaterials, factsOf, hasLevel, levelOf, materialsLine, subsets } from './materials.js';
import type { ExtraDeckMethod } from './procedures.js';

function countRange(state: DuelState, ctx: EngineContext, monster: number): [number, number] {
  const line = materialsLine(state, ctx, monster);
  const min = line.min ?? 2;
  return [min, line.max ?? min];
}

/** Why `choice` cannot Xyz Summon `monster` (null: it can). */
function checkXyzMaterials(state: DuelState, ctx: EngineContext, player: PlayerId, monster: number, choice: readonly number[]): Rejection | null {
  const facts = factsOf(state, monster);
  const line = materialsLine(state, ctx, monster);
  const [min, max] = countRange(state, ctx, monster);
  const count = min === max ? `${min}` : `${min} to ${max}`;
  const say = (why: string): Rejection =>
    reject('XYZ_MATERIALS', `${facts.name} (Rank ${facts.level}) needs ${line.text ?? `${count} Level ${facts.level} monsters`}, face-up on your field: ${why}`);
  const pool = faceUpMaterials(state, player);
  for (const id of choice) {
    const card = state.cards[id];
    if (card && (card.location === 'monster' || card.location === 'extraMonster') && card.controller === player && !card.faceUp) {
      return say(`${nameFor(state, id, player)} is face-down, and Xyz Materials must be face-up.`);
    }
    if (!pool.includes(id)) return say(`${nameFor(state, id, player)} is not a face-up monster you control.`);
    const f = factsOf(state, id);
    if (f.frame === 'token' && !state.format.tokensAsXyzMaterial) return say(`${f.name} is a Token, and Tokens cannot be Xyz Materials.`);
    if (!hasLevel(f)) return say(`${f.name} has no Level (a Rank or Link Rating is not a Level).`);
    const level = levelOf(state, ctx, id);
    if (level !== facts.level) return say(`${f.name} is Level ${level}.`);
    if (line.material && !line.material(f)) return say(`${f.name} is not a material it can use.`);
  }
  if (choice.length < min || choice.length > max) return say(`you named ${choice.length}.`);
  return null;
}

export const XYZ: ExtraDeckMethod = {
  id: 'xyz',
  verb: 'Xyz Summon',
  code: 'XYZ_MATERIALS',
  materialWord: 'on',
  appliesTo: (state, facts) => facts.frame === 'xyz' && state.format.deck.extraDeckFrames.includes('xyz'),
  listChoices(state, ctx, player, monster) {
    const rank = staticOf(state, state.cards[monster]!).level;
    const pool = faceUpMaterials(state, player).filter((id) => hasLevel(factsOf(state, id)) && levelOf(state, ctx, id) === rank);
    const [min, max] = countRange(state, ctx, monster);
    if (pool.length < min) return [];
    return subsets(pool, min, max).filter((set) => checkXyzMaterials(state, ctx, player, monster, set) === null);
  },
  checkChoice: checkXyzMaterials,
  positions: ['attack', 'defense'],
  payMaterials: (tx, monster, choice) => attachMaterials(tx, monster, choice),
};

/** The Xyz Materials attached to a monster (public: rule rules.xyz-materials). */
export const materialsOf = (state: DuelState, holder: number): readonly number[] => state.cards[holder]?.materials ?? [];

/**
 * Detaches `count` materials from `holder` (a cost: "detach 1 material from this card")
 * to their owners' Graveyards, the ones `pick` chose, else the first ones stacked. False,
 * with nothing done, when it does not hold that many.
 */
export function detachMaterials(tx: Tx, holder: number, count: number, pick?: readonly number[]): boolean {
  const held = materialsOf(tx.s, holder);
  const chosen = (pick ?? held.slice(0, count)).filter((m) => held.includes(m));
  if (chosen.length < count || held.length < count) return false;
  for (const m of chosen.slice(0, count)) {
    moveCard(tx, m, { to: 'graveyard', faceUp: true });
    tx.emit({ type: 'sent-to-graveyard', card: m, reason: 'cost', from: 'material' });
  }
  return true;
}
