/**
 * Fusion and Ritual Summons as primitives every Fusion or Ritual Spell calls: which
 * monsters could be summoned now (the same check lists the activation and guards it),
 * and the summon itself, asking the player for the monster, then its materials or
 * Tributes one at a time, then its position.
 *
 * Fusion: the materials a Fusion Monster's script lists by name, from the hand and the
 * field, sent to the Graveyard; one Fusion substitute (King of the Swamp) may stand in for
 * one of them unless the monster says only its own materials will do. Ritual: monsters from the hand and the field (and a Soul
 * Exchange target) Tributed, whose Levels reach the Ritual Spell's number with none to
 * spare (nobody Tributes more than the Ritual needs).
 */
import { maySpecialSummon, procedureZone } from './specialSummon.js';
import { forcedTributes } from '../summon.js';
import { monstersControlledBy, staticOf } from '../zones.js';
import type { EngineContext } from '../context.js';
import type { CardStatic, DuelState, PlayerId } from '../types.js';
import type { Resolution } from './resolution.js';

/**
 * What a Ritual Spell summons: its Ritual Monster by name (Black Illusion Ritual:
 * Relinquished) or any Ritual Monster that fits (Contract with the Abyss: a DARK one),
 * and the Levels its Tributes must reach (by default the monster's own Level).
 */
export interface RitualSpec {
  monster: string | { what: string; fits(facts: CardStatic): boolean };
  level?: number;
}

const facts = (state: DuelState, id: number) => staticOf(state, state.cards[id]!);
const nameOf = (state: DuelState, id: number): string => facts(state, id).name;

// ---------------------------------------------------------------- Fusion Summons

/**
 * How a Fusion Summon gathers its materials. Polymerization: from the hand and the field,
 * sent to the Graveyard, any Fusion Monster. A Hex-Sealed Fusion: from the field only,
 * Tributed, itself among them, and only a Fusion Monster of its Attribute.
 */
export interface FusionOptions {
  from?: 'hand-and-field' | 'field';
  /** A card that must be one of the materials (the Hex-Sealed Fusion using its own effect). */
  mustUse?: number;
  /** Which Fusion Monsters may be made. */
  monster?: (facts: CardStatic) => boolean;
  /** The materials are Tributed instead of sent to the Graveyard. */
  tribute?: boolean;
}

const scriptOf = (ctx: EngineContext | undefined, state: DuelState, id: number) => ctx?.scripts?.(state.cards[id]!.passcode, state.format.id);

/** Cards `player` could use as Fusion Materials: monsters in their hand (unless `from` is 'field') and on their side of the field. */
function materialPool(state: DuelState, player: PlayerId, from: FusionOptions['from']): number[] {
  const field = monstersControlledBy(state, player);
  if (from === 'field') return field;
  return [...state.players[player].hand.filter((id) => facts(state, id).kind === 'monster'), ...field];
}

/** What one Fusion Summon needs: the monster's material names, whether substitutes may stand in, and the options. */
interface FusionNeeds {
  monster: number;
  names: readonly string[];
  substitutes: boolean;
  opts: FusionOptions;
}

/**
 * May `id` fill the material slot `slot`, given the materials `chosen` before it? By name,
 * or as a Fusion substitute (King of the Swamp) when the monster allows them and no other
 * substitute is among the materials: a substitute stands in for 1 material, and the other
 * materials must be the right ones.
 */
function fillsSlot(state: DuelState, ctx: EngineContext | undefined, need: FusionNeeds, chosen: readonly number[], id: number): boolean {
  const want = need.names[chosen.length]!;
  if (nameOf(state, id) === want) return true;
  if (!need.substitutes || scriptOf(ctx, state, id)?.fusionSubstitute !== true) return false;
  return chosen.every((c, i) => nameOf(state, c) === need.names[i]);
}

/** Can `chosen` (materials for the first slots) be completed into distinct materials, leaving a zone for the monster? */
function completeFusion(state: DuelState, ctx: EngineContext | undefined, player: PlayerId, need: FusionNeeds, chosen: readonly number[], pool: readonly number[]): boolean {
  if (chosen.length === need.names.length) {
    if (need.opts.mustUse !== undefined && !chosen.includes(need.opts.mustUse)) return false;
    return procedureZone(state, player, need.monster, chosen) !== null;
  }
  for (const id of pool) {
    if (chosen.includes(id) || !fillsSlot(state, ctx, need, chosen, id)) continue;
    if (completeFusion(state, ctx, player, need, [...chosen, id], pool)) return true;
  }
  return false;
}

/** The materials a Fusion Monster in the Extra Deck needs, if it is one this Fusion Summon may make. */
function fusionNeeds(state: DuelState, ctx: EngineContext | undefined, id: number, opts: FusionOptions): FusionNeeds | undefined {
  const f = facts(state, id);
  const script = scriptOf(ctx, state, id);
  const names = script?.fusionMaterials;
  if (f.frame !== 'fusion' || names === undefined || (opts.monster && !opts.monster(f))) return undefined;
  return { monster: id, names, substitutes: script?.fusionMaterialsOnly !== true, opts };
}

/** Fusion Monsters in `player`'s Extra Deck that could be Fusion Summoned now. */
export function fusionCandidates(state: DuelState, ctx: EngineContext | undefined, player: PlayerId, opts: FusionOptions = {}): number[] {
  if (!maySpecialSummon(state, player)) return [];
  const pool = materialPool(state, player, opts.from);
  return state.players[player].extra.filter((id) => {
    const need = fusionNeeds(state, ctx, id, opts);
    return need !== undefined && completeFusion(state, ctx, player, need, [], pool);
  });
}

/** The Fusion Summon: the monster, each material in the order it lists them, then the position. */
export function fusionSummon(r: Resolution, opts: FusionOptions = {}): boolean {
  const [monster] = r.choose({ player: r.player, prompt: 'Fusion Summon which Fusion Monster', candidates: fusionCandidates(r.state, r.ctx, r.player, opts), min: 1, max: 1 });
  if (monster === undefined) return false;
  const need = fusionNeeds(r.state, r.ctx, monster, opts)!;
  const pool = materialPool(r.state, r.player, opts.from);
  const materials: number[] = [];
  for (const want of need.names) {
    const options = pool.filter((id) => !materials.includes(id) && fillsSlot(r.state, r.ctx, need, materials, id) && completeFusion(r.state, r.ctx, r.player, need, [...materials, id], pool));
    const [pick] = r.choose({ player: r.player, prompt: `Fusion Material "${want}" for ${r.name(monster)}`, candidates: options, min: 1, max: 1 });
    if (pick === undefined) return false;
    materials.push(pick);
  }
  if (opts.tribute) r.tributeFromHandOrField(r.player, materials);
  else r.sendMaterials(materials);
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

/**
 * Can the Tributes picked so far grow into a valid Ritual Tribute? The monsters added are
 * tried as sets (each in pool order after the last one added), not in every order: the
 * Starter Decks' Black Luster Ritual with a full hand and field would otherwise try
 * millions of orderings each time the options are listed.
 */
function ritualCompletable(state: DuelState, player: PlayerId, monster: number, level: number, chosen: readonly number[], pool: readonly number[], from = 0, depth = 0): boolean {
  if (ritualTributeValid(state, player, monster, level, chosen)) return true;
  if (levelSum(state, chosen) >= level || depth > 6) return false;
  for (let i = from; i < pool.length; i++) {
    const id = pool[i]!;
    if (chosen.includes(id)) continue;
    if (ritualCompletable(state, player, monster, level, [...chosen, id], pool, i + 1, depth + 1)) return true;
  }
  return false;
}

/** Is the card `id` a Ritual Monster `ritual` summons? */
function ritualFits(state: DuelState, id: number, ritual: RitualSpec): boolean {
  const f = facts(state, id);
  if (typeof ritual.monster === 'string') return f.name === ritual.monster;
  return f.frame === 'ritual' && ritual.monster.fits(f);
}

/** The Levels the Tributes for `monster` must reach. */
const ritualLevel = (state: DuelState, monster: number, ritual: RitualSpec): number => ritual.level ?? facts(state, monster).level;

/** The Ritual Monsters in `player`'s hand that `ritual` could summon now. */
export function ritualCandidates(state: DuelState, player: PlayerId, ritual: RitualSpec): number[] {
  if (!maySpecialSummon(state, player)) return [];
  return state.players[player].hand.filter(
    (id) => ritualFits(state, id, ritual) && ritualCompletable(state, player, id, ritualLevel(state, id, ritual), [], ritualTributePool(state, player, id)),
  );
}

/** The Ritual Summon: the monster, its Tributes one at a time, then the position. */
export function ritualSummon(r: Resolution, ritual: RitualSpec): boolean {
  const which = typeof ritual.monster === 'string' ? ritual.monster : ritual.monster.what;
  const [monster] = r.choose({ player: r.player, prompt: `Ritual Summon which ${which}`, candidates: ritualCandidates(r.state, r.player, ritual), min: 1, max: 1 });
  if (monster === undefined) return false;
  const level = ritualLevel(r.state, monster, ritual);
  const pool = ritualTributePool(r.state, r.player, monster);
  const tributes: number[] = [];
  while (!ritualTributeValid(r.state, r.player, monster, level, tributes)) {
    const options = pool.filter((id) => !tributes.includes(id) && ritualCompletable(r.state, r.player, monster, level, [...tributes, id], pool));
    const [pick] = r.choose({ player: r.player, prompt: `Tribute for ${r.name(monster)} (Levels ${levelSum(r.state, tributes)} of ${level} so far)`, candidates: options, min: 1, max: 1 });
    if (pick === undefined) return false;
    tributes.push(pick);
  }
  r.tributeFromHandOrField(r.player, tributes);
  return r.summonByProcedure(monster, r.player, r.choosePosition(r.name(monster)), 'ritual');
}
