/**
 * Fusion and Ritual Summons as primitives every Fusion or Ritual Spell calls: which
 * monsters could be summoned now (the same check lists the activation and guards it),
 * and the summon itself, asking the player for the monster, then its materials or
 * Tributes one at a time, then its position.
 *
 * Fusion: the materials a Fusion Monster's script lists by name, from the hand and the
 * field, sent to the Graveyard. Ritual: monsters from the hand and the field (and a Soul
 * Exchange target) Tributed, whose Levels reach the Ritual Spell's number with none to
 * spare (nobody Tributes more than the Ritual needs).
 */
import { maySpecialSummon, procedureZone } from './specialSummon.js';
import { forcedTributes } from '../summon.js';
import { monstersControlledBy, staticOf } from '../zones.js';
import type { EngineContext } from '../context.js';
import type { DuelState, PlayerId } from '../types.js';
import type { Resolution } from './resolution.js';

/** What a Ritual Spell summons: the Ritual Monster by name and the Levels its Tributes must reach. */
export interface RitualSpec {
  monster: string;
  level: number;
}

const facts = (state: DuelState, id: number) => staticOf(state, state.cards[id]!);
const nameOf = (state: DuelState, id: number): string => facts(state, id).name;

// ---------------------------------------------------------------- Fusion Summons

function fusionMaterialsOf(ctx: EngineContext | undefined, state: DuelState, id: number): readonly string[] | undefined {
  return ctx?.scripts?.(state.cards[id]!.passcode, state.format.id)?.fusionMaterials;
}

/** Cards `player` could use as Fusion Materials: monsters in their hand and on their side of the field. */
function materialPool(state: DuelState, player: PlayerId): number[] {
  return [...state.players[player].hand.filter((id) => facts(state, id).kind === 'monster'), ...monstersControlledBy(state, player)];
}

/** Can `chosen` (materials for the first slots) be completed into distinct materials, leaving a zone for the monster? */
function completeFusion(state: DuelState, player: PlayerId, monster: number, names: readonly string[], chosen: readonly number[], pool: readonly number[]): boolean {
  if (chosen.length === names.length) return procedureZone(state, player, monster, chosen) !== null;
  const want = names[chosen.length]!;
  for (const id of pool) {
    if (chosen.includes(id) || nameOf(state, id) !== want) continue;
    if (completeFusion(state, player, monster, names, [...chosen, id], pool)) return true;
  }
  return false;
}

/** Fusion Monsters in `player`'s Extra Deck that could be Fusion Summoned now. */
export function fusionCandidates(state: DuelState, ctx: EngineContext | undefined, player: PlayerId): number[] {
  if (!maySpecialSummon(state, player)) return [];
  const pool = materialPool(state, player);
  return state.players[player].extra.filter((id) => {
    const names = fusionMaterialsOf(ctx, state, id);
    return facts(state, id).frame === 'fusion' && names !== undefined && completeFusion(state, player, id, names, [], pool);
  });
}

/** The Fusion Summon: the monster, each material in the order it lists them, then the position. */
export function fusionSummon(r: Resolution): boolean {
  const [monster] = r.choose({ player: r.player, prompt: 'Fusion Summon which Fusion Monster', candidates: fusionCandidates(r.state, r.ctx, r.player), min: 1, max: 1 });
  if (monster === undefined) return false;
  const names = fusionMaterialsOf(r.ctx, r.state, monster)!;
  const pool = materialPool(r.state, r.player);
  const materials: number[] = [];
  for (const want of names) {
    const options = pool.filter((id) => !materials.includes(id) && nameOf(r.state, id) === want && completeFusion(r.state, r.player, monster, names, [...materials, id], pool));
    const [pick] = r.choose({ player: r.player, prompt: `Fusion Material "${want}" for ${r.name(monster)}`, candidates: options, min: 1, max: 1 });
    if (pick === undefined) return false;
    materials.push(pick);
  }
  r.sendMaterials(materials);
  return r.summonByProcedure(monster, r.player, r.choosePosition(r.name(monster)), 'fusion');
}

// ---------------------------------------------------------------- Ritual Summons

/** Monsters `player` may Tribute for a Ritual Summon: their hand and field, and a Soul Exchange target. */
function ritualTributePool(state: DuelState, player: PlayerId, ritualMonster: number): number[] {
  const hand = state.players[player].hand.filter((id) => id !== ritualMonster && facts(state, id).kind === 'monster');
  return [...hand, ...monstersControlledBy(state, player), ...forcedTributes(state, player)];
}

const levelSum = (state: DuelState, ids: readonly number[]): number => ids.reduce((sum, id) => sum + facts(state, id).level, 0);

/**
 * Is `set` a complete Ritual Tribute: Levels adding up to at least `level`, with no
 * monster that could be left out, every Soul Exchange target included as far as the
 * count allows, and a zone for the monster?
 */
function ritualTributeValid(state: DuelState, player: PlayerId, monster: number, level: number, set: readonly number[]): boolean {
  const sum = levelSum(state, set);
  if (sum < level) return false;
  if (set.some((id) => sum - facts(state, id).level >= level)) return false;
  const forced = forcedTributes(state, player);
  if (forced.length > 0 && set.filter((id) => forced.includes(id)).length < Math.min(forced.length, set.length)) return false;
  return procedureZone(state, player, monster, set) !== null;
}

/** Can the Tributes picked so far grow into a valid Ritual Tribute? */
function ritualCompletable(state: DuelState, player: PlayerId, monster: number, level: number, chosen: readonly number[], pool: readonly number[], depth = 0): boolean {
  if (ritualTributeValid(state, player, monster, level, chosen)) return true;
  if (levelSum(state, chosen) >= level || depth > 6) return false;
  for (const id of pool) {
    if (chosen.includes(id)) continue;
    if (ritualCompletable(state, player, monster, level, [...chosen, id], pool, depth + 1)) return true;
  }
  return false;
}

/** The Ritual Monsters in `player`'s hand that `ritual` could summon now. */
export function ritualCandidates(state: DuelState, player: PlayerId, ritual: RitualSpec): number[] {
  if (!maySpecialSummon(state, player)) return [];
  return state.players[player].hand.filter(
    (id) => nameOf(state, id) === ritual.monster && ritualCompletable(state, player, id, ritual.level, [], ritualTributePool(state, player, id)),
  );
}

/** The Ritual Summon: the monster, its Tributes one at a time, then the position. */
export function ritualSummon(r: Resolution, ritual: RitualSpec): boolean {
  const [monster] = r.choose({ player: r.player, prompt: `Ritual Summon which ${ritual.monster}`, candidates: ritualCandidates(r.state, r.player, ritual), min: 1, max: 1 });
  if (monster === undefined) return false;
  const pool = ritualTributePool(r.state, r.player, monster);
  const tributes: number[] = [];
  while (!ritualTributeValid(r.state, r.player, monster, ritual.level, tributes)) {
    const options = pool.filter((id) => !tributes.includes(id) && ritualCompletable(r.state, r.player, monster, ritual.level, [...tributes, id], pool));
    const [pick] = r.choose({ player: r.player, prompt: `Tribute for ${r.name(monster)} (Levels ${levelSum(r.state, tributes)} of ${ritual.level} so far)`, candidates: options, min: 1, max: 1 });
    if (pick === undefined) return false;
    tributes.push(pick);
  }
  r.tributeFromHandOrField(r.player, tributes);
  return r.summonByProcedure(monster, r.player, r.choosePosition(r.name(monster)), 'ritual');
}
