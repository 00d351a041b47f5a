/**
 * Link Summon (modern rulebook, How to Link Summon; rule summon.link): face-up monsters
 * you control are sent to the Graveyard as Link Materials, meeting three goals at once:
 * they fit the materials line, their number fits it, and they add up to the Link Rating,
 * each counting as 1, or a Link Monster as 1 or as its own Link Rating. The rulebook's
 * example: a Link 3 needing "2 or more" may use 3 monsters, or a Link 2 and 1 more.
 * Tokens may be Link Materials. Link Monsters are never in Defense Position.
 */
import { reject } from '../rejections.js';
import { nameFor } from '../text/describe.js';
import type { EngineContext } from '../context.js';
import type { DuelState, PlayerId, Rejection } from '../types.js';
import { faceUpMaterials, factsOf, materialsLine, sendMaterials, subsets } from './materials.js';
import type { ExtraDeckMethod } from './procedures.js';

function countRange(state: DuelState, ctx: EngineContext, monster: number): [number, number] {
  const rating = factsOf(state, monster).level;
  const line = materialsLine(state, ctx, monster);
  return [line.min ?? Math.min(2, rating), line.max ?? rating];
}

/** Can the materials add up to `rating`, each counting 1 or (a Link Monster) its Link Rating? */
export function reachesRating(state: DuelState, choice: readonly number[], rating: number): boolean {
  let sums = new Set<number>([0]);
  for (const id of choice) {
    const f = factsOf(state, id);
    const next = new Set<number>();
    for (const s of sums) {
      next.add(s + 1);
      if (f.frame === 'link') next.add(s + f.level);
    }
    sums = next;
  }
  return sums.has(rating);
}

/** Why `choice` cannot Link Summon `monster` (null: it can). */
function checkLinkMaterials(state: DuelState, ctx: EngineContext, player: PlayerId, monster: number, choice: readonly number[]): Rejection | null {
  const facts = factsOf(state, monster);
  const line = materialsLine(state, ctx, monster);
  const [min, max] = countRange(state, ctx, monster);
  const count = max > min ? `${min} or more` : `${min}`;
  const say = (why: string): Rejection =>
    reject('LINK_MATERIALS', `${facts.name} (Link ${facts.level}) needs ${line.text ?? `${count} monsters`}, face-up on your field, adding up to its Link Rating ${facts.level}: ${why}`);
  const pool = faceUpMaterials(state, player);
  for (const id of choice) {
    if (!pool.includes(id)) return say(`${nameFor(state, id, player)} is not a face-up monster you control.`);
    if (line.material && !line.material(factsOf(state, id))) return say(`${nameFor(state, id, player)} does not fit its materials line.`);
  }
  if (choice.length < min || choice.length > max) return say(`you named ${choice.length}.`);
  if (!reachesRating(state, choice, facts.level)) return say(`these cannot count as ${facts.level} (a Link Monster counts as 1 or as its Link Rating, any other monster as 1).`);
  return null;
}

export const LINK: ExtraDeckMethod = {
  id: 'link',
  verb: 'Link Summon',
  code: 'LINK_MATERIALS',
  materialWord: 'using',
  appliesTo: (state, facts) => facts.frame === 'link' && state.format.deck.extraDeckFrames.includes('link'),
  listChoices(state, ctx, player, monster) {
    const pool = faceUpMaterials(state, player);
    const [min, max] = countRange(state, ctx, monster);
    if (pool.length < min) return [];
    return subsets(pool, min, max).filter((set) => checkLinkMaterials(state, ctx, player, monster, set) === null);
  },
  checkChoice: checkLinkMaterials,
  positions: ['attack'],
  payMaterials: (tx, _monster, choice) => sendMaterials(tx, choice),
};
