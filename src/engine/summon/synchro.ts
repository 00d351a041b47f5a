/**
 * Synchro Summon (2008 rulebook, Synchro Monsters; modern rulebook, How to Synchro Summon;
 * rule summon.synchro): in your Main Phase, send exactly 1 face-up Tuner and any number of
 * face-up non-Tuner monsters you control to the Graveyard, their Levels adding up to
 * exactly the Synchro Monster's Level, and Special Summon it from the Extra Deck.
 */
import { reject } from '../rejections.js';
import { nameFor } from '../text/describe.js';
import type { EngineContext } from '../context.js';
import type { DuelState, PlayerId, Rejection } from '../types.js';
import { faceUpMaterials, factsOf, hasLevel, isTuner, levelOf, materialsLine, sendMaterials, subsets } from './materials.js';
import type { ExtraDeckMethod } from './procedures.js';

const DEFAULT_LINE = '1 Tuner + 1 or more non-Tuner monsters';

/** Why `choice` cannot Synchro Summon `monster` (null: it can). */
function checkSynchroMaterials(state: DuelState, ctx: EngineContext, player: PlayerId, monster: number, choice: readonly number[]): Rejection | null {
  const facts = factsOf(state, monster);
  const line = materialsLine(state, ctx, monster);
  const say = (why: string): Rejection =>
    reject('SYNCHRO_MATERIALS', `${facts.name} needs ${line.text ?? DEFAULT_LINE} whose Levels add up to exactly ${facts.level}: ${why}`);
  const pool = faceUpMaterials(state, player);
  for (const id of choice) {
    if (!pool.includes(id)) return say(`${nameFor(state, id, player)} is not a face-up monster you control.`);
    if (!hasLevel(factsOf(state, id))) return say(`${nameFor(state, id, player)} has no Level (a Rank or Link Rating is not a Level).`);
  }
  const tuners = choice.filter((id) => isTuner(factsOf(state, id)));
  if (tuners.length !== 1) return say(tuners.length === 0 ? 'no Tuner is among the materials.' : `only 1 Tuner may be used, not ${tuners.length}.`);
  const tuner = tuners[0]!;
  if (line.tuner && !line.tuner(factsOf(state, tuner))) return say(`${nameFor(state, tuner, player)} is not the Tuner it asks for.`);
  const others = choice.filter((id) => id !== tuner);
  if (others.length < (line.min ?? 1)) return say(`it needs at least ${line.min ?? 1} non-Tuner monster${(line.min ?? 1) === 1 ? '' : 's'} beside the Tuner.`);
  if (line.max !== undefined && others.length > line.max) return say(`it takes at most ${line.max} non-Tuner monsters.`);
  const wrong = others.find((id) => line.material && !line.material(factsOf(state, id)));
  if (wrong !== undefined) return say(`${nameFor(state, wrong, player)} is not a non-Tuner it can use.`);
  const sum = choice.reduce((total, id) => total + levelOf(state, ctx, id), 0);
  if (sum !== facts.level) return say(`these add up to ${sum}.`);
  return null;
}

export const SYNCHRO: ExtraDeckMethod = {
  id: 'synchro',
  verb: 'Synchro Summon',
  code: 'SYNCHRO_MATERIALS',
  materialWord: 'using',
  appliesTo: (state, facts) => facts.frame === 'synchro' && state.format.deck.extraDeckFrames.includes('synchro'),
  listChoices(state, ctx, player, monster) {
    const pool = faceUpMaterials(state, player).filter((id) => hasLevel(factsOf(state, id)));
    if (!pool.some((id) => isTuner(factsOf(state, id)))) return [];
    return subsets(pool, 2, pool.length).filter((set) => checkSynchroMaterials(state, ctx, player, monster, set) === null);
  },
  checkChoice: checkSynchroMaterials,
  positions: ['attack', 'defense'],
  payMaterials: (tx, _monster, choice) => sendMaterials(tx, choice),
};
