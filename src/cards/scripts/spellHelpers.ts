/**
 * What the Spell scripts share: small board queries, Last Will's bookkeeping, and the
 * Fusion and Ritual Summon procedures (materials, Tribute sets, the Ritual Spell script).
 */
import { canBeSpecialSummonedByEffect, maySpecialSummon, procedureZone, type Resolution } from '../../engine/effects/resolution.js';
import { forcedTributes } from '../../engine/summon.js';
import { isMonsterZone } from '../../engine/zones.js';
import { sentFromFieldThisTurn } from '../../engine/turnUses.js';
import type { CardScript, EffectQuery } from '../../engine/effects/api.js';
import type { EngineContext } from '../../engine/context.js';
import type { DuelState, Location, PlayerId, Position } from '../../engine/types.js';
import { facts, isFaceUp, monstersOn, spellTrapsOn } from './helpers.js';
import { BLACK_ILLUSION_RITUAL } from './spellPasscodes.js';

/** Ritual Spells: the Ritual Monster each one summons and the Levels its Tributes must reach. */
export const RITUALS: Readonly<Record<number, { monster: string; level: number }>> = {
  [BLACK_ILLUSION_RITUAL]: { monster: 'Relinquished', level: 1 },
};

// ---------------------------------------------------------------- small queries

export const nameOf = (state: DuelState, id: number): string => facts(state, id).name;

export function freeMainZones(state: DuelState, player: PlayerId): number {
  return state.players[player].monsters.filter((z) => z === null).length;
}

/** Monsters `player` controls, face-up or face-down, in Main and Extra Monster Zones. */
export const controlled = (state: DuelState, player: PlayerId): number[] => monstersOn(state, player);

export function faceUpMonsters(state: DuelState, player?: PlayerId): number[] {
  return monstersOn(state, player).filter((id) => isFaceUp(state, id));
}

/** Monsters on the field with an Equip Card equipped to them (Eternal Rest). */
export function equippedMonsters(state: DuelState): number[] {
  const out: number[] = [];
  for (const id of spellTrapsOn(state)) {
    const card = state.cards[id]!;
    if (!card.faceUp || card.equippedTo === null) continue;
    const m = state.cards[card.equippedTo];
    if (m && isMonsterZone(m.location) && !out.includes(m.id)) out.push(m.id);
  }
  return out;
}

/** Asks the summoning player for a face-up battle position; the prompt names the monster only when asked to. */
export function choosePosition(r: Resolution, what: string): Position {
  const [p] = r.choose({ player: r.player, prompt: `Special Summon ${what} in which position`, candidates: [0, 1], labels: ['Attack Position', 'Defense Position'], min: 1, max: 1 });
  return p === 1 ? 'defense' : 'attack';
}

/** A monster in the hand or Deck that an effect may Special Summon now. */
export function summonableByEffect(state: DuelState, ctx: EngineContext | undefined, player: PlayerId, id: number): boolean {
  return maySpecialSummon(state, player) && canBeSpecialSummonedByEffect(state, ctx, id);
}

// ---------------------------------------------------------------- Last Will

export function monsterSentThisTurn(state: DuelState, player: PlayerId): boolean {
  return sentFromFieldThisTurn(state, player);
}

export function lastWillCandidates(state: DuelState, ctx: EngineContext | undefined, player: PlayerId): number[] {
  if (freeMainZones(state, player) === 0) return [];
  return state.players[player].deck.filter((id) => facts(state, id).kind === 'monster' && facts(state, id).atk <= 1500 && summonableByEffect(state, ctx, player, id));
}

/** Special Summons the chosen monster from the Deck; true if it came out. */
export function lastWillSummon(r: Resolution): boolean {
  const candidates = lastWillCandidates(r.state, r.ctx, r.player).sort((a, b) => a - b);
  if (candidates.length === 0) return false;
  const [id] = r.choose({ player: r.player, prompt: 'Special Summon 1 monster with 1500 or less ATK from your Deck', candidates, min: 1, max: 1 });
  if (id === undefined) return false;
  // The card is still in the Deck while the position is asked, so the prompt does not name it.
  const position = choosePosition(r, 'the chosen monster');
  const done = r.specialSummon(id, r.player, position);
  r.shuffleDeck(r.player);
  return done;
}

// ---------------------------------------------------------------- Fusion Summons

export interface FusionPlan {
  monster: number;
  materials: number[];
}

export function fusionMaterialsOf(ctx: EngineContext | undefined, state: DuelState, id: number): readonly string[] | undefined {
  return ctx?.scripts?.(state.cards[id]!.passcode)?.fusionMaterials;
}

/** Cards `player` could use as Fusion Materials: monsters in their hand and on their side of the field. */
export function materialPool(state: DuelState, player: PlayerId): number[] {
  return [...state.players[player].hand.filter((id) => facts(state, id).kind === 'monster'), ...controlled(state, player)];
}

/**
 * Can `chosen` (materials picked so far for the first slots) be completed into a full set
 * of distinct materials after which the Fusion Monster has a zone to go to?
 */
export function completeFusion(state: DuelState, player: PlayerId, monster: number, names: readonly string[], chosen: readonly number[], pool: readonly number[]): boolean {
  if (chosen.length === names.length) return procedureZone(state, player, monster, chosen) !== null;
  const want = names[chosen.length]!;
  for (const id of pool) {
    if (chosen.includes(id) || nameOf(state, id) !== want) continue;
    if (completeFusion(state, player, monster, names, [...chosen, id], pool)) return true;
  }
  return false;
}

/** Fusion Monsters in `player`'s Extra Deck that Polymerization could Fusion Summon now. */
export function fusionCandidates(state: DuelState, ctx: EngineContext | undefined, player: PlayerId): number[] {
  if (!maySpecialSummon(state, player)) return [];
  const pool = materialPool(state, player);
  return state.players[player].extra.filter((id) => {
    const names = fusionMaterialsOf(ctx, state, id);
    return facts(state, id).frame === 'fusion' && names !== undefined && completeFusion(state, player, id, names, [], pool);
  });
}

/** Polymerization's resolution: the Fusion Monster, then each material in the order it lists them. */
export function chooseFusion(r: Resolution): FusionPlan | null {
  const candidates = fusionCandidates(r.state, r.ctx, r.player);
  const [monster] = r.choose({ player: r.player, prompt: 'Fusion Summon which Fusion Monster', candidates, min: 1, max: 1 });
  if (monster === undefined) return null;
  const names = fusionMaterialsOf(r.ctx, r.state, monster)!;
  const pool = materialPool(r.state, r.player);
  const materials: number[] = [];
  for (const want of names) {
    const options = pool.filter((id) => !materials.includes(id) && nameOf(r.state, id) === want && completeFusion(r.state, r.player, monster, names, [...materials, id], pool));
    const [pick] = r.choose({ player: r.player, prompt: `Fusion Material "${want}" for ${r.name(monster)}`, candidates: options, min: 1, max: 1 });
    if (pick === undefined) return null;
    materials.push(pick);
  }
  return { monster, materials };
}

// ---------------------------------------------------------------- Ritual Summons

/** Monsters `player` may Tribute for a Ritual Summon: their hand and field, and a Soul Exchange target. */
export function ritualTributePool(state: DuelState, player: PlayerId, ritualMonster: number): number[] {
  const hand = state.players[player].hand.filter((id) => id !== ritualMonster && facts(state, id).kind === 'monster');
  return [...hand, ...controlled(state, player), ...forcedTributes(state, player)];
}

export const levelSum = (state: DuelState, ids: readonly number[]): number => ids.reduce((sum, id) => sum + facts(state, id).level, 0);

/**
 * Is `set` a complete Ritual Tribute: Levels adding up to at least `level`, with no
 * monster that could be left out (nobody Tributes more than the Ritual needs), every
 * Soul Exchange target included as far as the count allows, and a zone for the monster?
 */
export function ritualTributeValid(state: DuelState, player: PlayerId, monster: number, level: number, set: readonly number[]): boolean {
  const sum = levelSum(state, set);
  if (sum < level) return false;
  if (set.some((id) => sum - facts(state, id).level >= level)) return false;
  const forced = forcedTributes(state, player);
  if (forced.length > 0 && set.filter((id) => forced.includes(id)).length < Math.min(forced.length, set.length)) return false;
  return procedureZone(state, player, monster, set) !== null;
}

/** Can the Tributes picked so far grow into a valid Ritual Tribute? */
export function ritualCompletable(state: DuelState, player: PlayerId, monster: number, level: number, chosen: readonly number[], pool: readonly number[], depth = 0): boolean {
  if (ritualTributeValid(state, player, monster, level, chosen)) return true;
  if (levelSum(state, chosen) >= level || depth > 6) return false;
  for (const id of pool) {
    if (chosen.includes(id)) continue;
    if (ritualCompletable(state, player, monster, level, [...chosen, id], pool, depth + 1)) return true;
  }
  return false;
}

export function ritualMonsters(state: DuelState, ctx: EngineContext | undefined, player: PlayerId, spell: number): number[] {
  const ritual = RITUALS[state.cards[spell]!.passcode];
  if (!ritual || !maySpecialSummon(state, player)) return [];
  return state.players[player].hand.filter(
    (id) => nameOf(state, id) === ritual.monster && ritualCompletable(state, player, id, ritual.level, [], ritualTributePool(state, player, id)),
  );
}

/** A Ritual Spell: pick the Ritual Monster in the hand, its Tributes one at a time, then Ritual Summon it. */
export function ritualSpell(passcode: number): CardScript {
  const ritual = RITUALS[passcode]!;
  return {
    passcode,
    effects: [
      {
        id: 'activate',
        kind: 'spell',
        categories: ['special-summon'],
        condition: (q) => ritualMonsters(q.state, q.ctx, q.player, q.self).length > 0,
        resolve: (r) => {
          const [monster] = r.choose({ player: r.player, prompt: `Ritual Summon which ${ritual.monster}`, candidates: ritualMonsters(r.state, r.ctx, r.player, r.self), min: 1, max: 1 });
          if (monster === undefined) return;
          const pool = ritualTributePool(r.state, r.player, monster);
          const tributes: number[] = [];
          while (!ritualTributeValid(r.state, r.player, monster, ritual.level, tributes)) {
            const options = pool.filter((id) => !tributes.includes(id) && ritualCompletable(r.state, r.player, monster, ritual.level, [...tributes, id], pool));
            const [pick] = r.choose({ player: r.player, prompt: `Tribute for ${r.name(monster)} (Levels ${levelSum(r.state, tributes)} of ${ritual.level} so far)`, candidates: options, min: 1, max: 1 });
            if (pick === undefined) return;
            tributes.push(pick);
          }
          r.tributeFromHandOrField(r.player, tributes);
          r.summonByProcedure(monster, r.player, choosePosition(r, r.name(monster)), 'ritual');
        },
      },
    ],
  };
}
