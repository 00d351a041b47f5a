/**
 * The one question the rules ask about effects that apply without activating: "what
 * affects this card (or this player) for this code?". Two kinds answer it the same way:
 * floating effects stored in `state.lingering` (left by resolved cards and costs), and
 * Continuous effects of face-up cards, worked out from their scripts when asked (they
 * follow from the board, so they are not stored and the state hash does not carry them).
 */
import { isMonsterZone, isPendulumScale, staticOf } from './zones.js';
import { scriptIndex } from './scriptIndex.js';
import type { EngineContext } from './context.js';
import type { AnyContinuousEffect } from './effects/api.js';
import type { ActiveEffect, AnyActiveEffect, EffectCode, EffectTarget, EffectValues } from './effects/codes.js';
import type { DuelState, PlayerId } from './types.js';
import { teamFirstRound } from './shadow/state.js';

/** A face-up card's Continuous effect that applies now. */
export interface ActiveSource {
  id: number;
  effect: AnyContinuousEffect;
}

/** Shared by every "nothing applies" answer: the common case costs no allocation. */
const NONE: readonly ActiveSource[] = [];

/** Face-up cards on the field whose Continuous effects with one of `codes` currently apply. */
export function activeSources(state: DuelState, ctx: EngineContext | undefined, codes?: readonly EffectCode[]): readonly ActiveSource[] {
  if (!ctx?.scripts) return NONE;
  const index = scriptIndex(state, ctx);
  if (index.continuous.size === 0) return NONE;
  if (codes && !codes.some((c) => index.continuousCodes.has(c))) return NONE;
  const out: ActiveSource[] = [];
  const noTraps = index.continuousCodes.has('negate-traps') && trapsNegated(state, ctx);
  // A Continuous, Field or Equip card whose activation is still on the chain does not apply yet.
  const activating = state.chain.length > 0 ? state.chain.filter((l) => l.cardActivation).map((l) => l.card) : null;
  // Royal Decree and the like: the other Traps' Continuous effects do not apply.
  const decrees = index.continuousCodes.has('negate-trap-effects') ? trapNegators(state, ctx, activating) : NO_IDS;
  // Imperial Order and the like: no Spell Card's Continuous effect on the field applies.
  const noSpells = index.continuousCodes.has('negate-spell-effects') && spellNegatorOn(state, ctx, activating, noTraps, decrees);
  const scan: SourceScan = { state, ctx, codes, index, activating, decrees, noTraps, noSpells, out };
  // A module-level function, not a closure: under tsx (keepNames) a named closure per call costs a name definition.
  for (const p of state.players) {
    for (const id of p.monsters) considerSource(scan, id);
    for (const id of p.spellTraps) considerSource(scan, id);
    considerSource(scan, p.fieldZone);
  }
  for (const id of state.extraMonsterZones) considerSource(scan, id);
  return out;
}

const NO_IDS: readonly number[] = [];

/** Is an 'effects-negated' floating effect on card `id` where it is now? Read directly, so asking costs no scan of the field. */
function effectsNegatedHere(state: DuelState, id: number): boolean {
  const moves = state.cards[id]!.moves;
  return state.lingering.some((e) => e.code === 'effects-negated' && 'card' in e.affects && e.affects.card === id && e.affects.moves === moves);
}

interface SourceScan {
  state: DuelState;
  ctx: EngineContext;
  codes: readonly EffectCode[] | undefined;
  index: ReturnType<typeof scriptIndex>;
  activating: readonly number[] | null;
  decrees: readonly number[];
  noTraps: boolean;
  noSpells: boolean;
  out: ActiveSource[];
}

/** Adds the Continuous effects of field card `id` that apply now (see activeSources). */
function considerSource(scan: SourceScan, id: number | null): void {
  if (id === null) return;
  const { state, ctx, codes, activating, decrees } = scan;
  const card = state.cards[id]!;
  if (!card.faceUp || !scan.index.continuous.has(card.passcode)) return;
  if (activating !== null && activating.includes(id)) return;
  if (decrees.length > 0 && decrees.some((d) => d !== id) && staticOf(state, card).kind === 'trap') return;
  // A monster's effects apply only in a Monster Zone (not as an Equip Card in a Spell & Trap Zone);
  // a Pendulum Monster Card's Pendulum Effects only while it is a Scale in a Pendulum Zone.
  const inSpellTrapZone = card.location === 'spellTrap' && staticOf(state, card).kind === 'monster';
  const asScale = inSpellTrapZone && isPendulumScale(state, id);
  if (inSpellTrapZone && !asScale) return;
  // A card whose effects are negated ("negate its effects": Junk Synchron's monster) applies none of its Continuous effects.
  if (state.lingering.length > 0 && effectsNegatedHere(state, id)) return;
  if (scan.noTraps && staticOf(state, card).kind === 'trap') return;
  if (scan.noSpells && staticOf(state, card).kind === 'spell') return;
  for (const effect of ctx.scripts!(card.passcode, state.format.id)!.continuous!) {
    if (codes && !codes.includes(effect.code)) continue;
    if ((effect.activeWhen === 'pendulum-zone') !== asScale) continue;
    if (effect.activeWhen === 'equipped' && card.equippedTo === null) continue;
    scan.out.push({ id, effect });
  }
}

/** Face-up cards on the field (their activation resolved) whose Continuous effects negate Trap effects. */
function trapNegators(state: DuelState, ctx: EngineContext, activating: readonly number[] | null): readonly number[] {
  const out: number[] = [];
  for (const p of state.players) {
    for (const id of p.spellTraps) {
      if (id === null || (activating !== null && activating.includes(id))) continue;
      const card = state.cards[id]!;
      if (card.faceUp && ctx.scripts!(card.passcode)?.continuous?.some((e) => e.code === 'negate-trap-effects')) out.push(id);
    }
  }
  return out;
}

/**
 * Is a face-up card that negates every Spell effect on the field (Imperial Order) in force: its
 * activation resolved and, for a Trap, Trap effects not negated (Jinzo, Royal Decree)?
 */
function spellNegatorOn(state: DuelState, ctx: EngineContext, activating: readonly number[] | null, noTraps: boolean, decrees: readonly number[]): boolean {
  for (const p of state.players) {
    for (const id of p.spellTraps) {
      if (id === null || (activating !== null && activating.includes(id))) continue;
      const card = state.cards[id]!;
      if (!card.faceUp || !ctx.scripts!(card.passcode)?.continuous?.some((e) => e.code === 'negate-spell-effects')) continue;
      const trap = staticOf(state, card).kind === 'trap';
      if (trap && (noTraps || decrees.some((d) => d !== id))) continue;
      return true;
    }
  }
  return false;
}

/**
 * Are the effects of Spell Cards on the field negated now (Imperial Order face-up)? Read when
 * a Spell's chain link resolves and, through `activeSources`, for Continuous Spells.
 */
export function spellEffectsNegated(state: DuelState, ctx: EngineContext): boolean {
  if (!ctx.scripts || !scriptIndex(state, ctx).continuousCodes.has('negate-spell-effects')) return false;
  const activating = state.chain.length > 0 ? state.chain.filter((l) => l.cardActivation).map((l) => l.card) : null;
  const noTraps = trapsNegated(state, ctx);
  const decrees = scriptIndex(state, ctx).continuousCodes.has('negate-trap-effects') ? trapNegators(state, ctx, activating) : NO_IDS;
  return spellNegatorOn(state, ctx, activating, noTraps, decrees);
}

/**
 * Is the effect of the Trap Card `id` negated now (Royal Decree face-up, not `id` itself)?
 * Read when a Trap's chain link resolves and, through `activeSources`, for its Continuous effects.
 */
export function trapEffectsNegated(state: DuelState, ctx: EngineContext, id: number): boolean {
  if (!ctx.scripts || !scriptIndex(state, ctx).continuousCodes.has('negate-trap-effects')) return false;
  const card = state.cards[id]!;
  if (card.location !== 'spellTrap' || staticOf(state, card).kind !== 'trap') return false;
  const activating = state.chain.length > 0 ? state.chain.filter((l) => l.cardActivation).map((l) => l.card) : null;
  return trapNegators(state, ctx, activating).some((d) => d !== id);
}

/**
 * Is a face-up monster with 'negate-traps' (Jinzo) in a Monster Zone? Then Trap Cards cannot
 * be activated and the effects of Trap Cards on the field are negated. Read straight from the
 * monsters' scripts: a Trap cannot switch this off, so no effect query is needed.
 */
export function trapsNegated(state: DuelState, ctx: EngineContext | undefined): boolean {
  if (!ctx?.scripts || !scriptIndex(state, ctx).continuousCodes.has('negate-traps')) return false;
  for (const pile of [state.players[0].monsters, state.players[1].monsters, state.extraMonsterZones]) {
    for (const id of pile) if (id !== null && negatesTraps(state, ctx, id)) return true;
  }
  return false;
}

function negatesTraps(state: DuelState, ctx: EngineContext, id: number): boolean {
  const card = state.cards[id]!;
  // A monster whose Summon is still in its negation window has not been Summoned yet (rule
  // summon.negation): its effect does not apply, so Solemn Judgment can still negate Jinzo's Summon.
  const w = state.window;
  if (w?.kind === 'summoning' && w.event && 'card' in w.event && w.event.card === id) return false;
  return card.faceUp && (ctx.scripts!(card.passcode)?.continuous ?? []).some((e) => e.code === 'negate-traps');
}

/** Does the stored effect `e` apply to `target` now? */
function floatingApplies(state: DuelState, e: AnyActiveEffect, target: EffectTarget): boolean {
  const a = e.affects;
  if ('player' in target) return 'player' in a && a.player === target.player;
  if ('card' in a) return a.card === target.card && state.cards[a.card]!.moves === a.moves;
  if ('monstersOf' in a) {
    const card = state.cards[target.card]!;
    return isMonsterZone(card.location) && (a.monstersOf === 'both' || a.monstersOf === card.controller);
  }
  return false;
}

/**
 * Calls `visit` for every effect with one of `codes` that affects `target` now, floating
 * effects first (in the order they were applied), then Continuous ones; `sourceCard` is
 * the card of a Continuous effect (null for a floating one). `visit` returns true to stop.
 * Without card scripts (`ctx` absent or script-less) only floating effects are seen.
 */
export function eachEffect(
  state: DuelState,
  ctx: EngineContext | undefined,
  target: EffectTarget,
  codes: readonly EffectCode[],
  visit: (effect: AnyActiveEffect, sourceCard: number | null) => boolean | void,
): void {
  for (const e of state.lingering) {
    if (codes.includes(e.code) && floatingApplies(state, e, target) && visit(e, null) === true) return;
  }
  for (const s of activeSources(state, ctx, codes)) {
    const affected = s.effect.affects ? s.effect.affects(state, s.id, target, ctx) : 'card' in target && target.card === s.id;
    if (!affected) continue;
    const source = state.cards[s.id]!;
    const value = s.effect.value ? s.effect.value(state, s.id, target, ctx) : null;
    const affects = 'card' in target ? { card: target.card, moves: state.cards[target.card]!.moves } : target;
    const effect = { code: s.effect.code, source: source.passcode, affects, value, until: 'permanent' } as AnyActiveEffect;
    if (visit(effect, s.id) === true) return;
  }
}

/** The effects with `code` that affect `target` now (see `eachEffect`). */
export function effectsOn<C extends EffectCode>(state: DuelState, ctx: EngineContext | undefined, target: EffectTarget, code: C): ActiveEffect<C>[] {
  const out: ActiveEffect<C>[] = [];
  eachEffect(state, ctx, target, [code], (e) => {
    out.push(e as ActiveEffect<C>);
  });
  return out;
}

/** Is `target` affected by any effect with `code` now? */
export function hasEffect(state: DuelState, ctx: EngineContext | undefined, target: EffectTarget, code: EffectCode): boolean {
  // Shadow Games tag duels: no damage of any kind until every mage has had a turn (shadow.teams).
  if (state.shadow && (code === 'no-battle-damage' || code === 'no-effect-damage') && teamFirstRound(state)) return true;
  let found = false;
  eachEffect(state, ctx, target, [code], () => (found = true));
  return found;
}

/** The value of the first effect with `code` on `target`, or undefined. */
export function firstValue<C extends EffectCode>(state: DuelState, ctx: EngineContext | undefined, target: EffectTarget, code: C): EffectValues[C] | undefined {
  let value: EffectValues[C] | undefined;
  eachEffect(state, ctx, target, [code], (e) => {
    value = e.value as EffectValues[C];
    return true;
  });
  return value;
}

const UNTARGETABLE: readonly EffectCode[] = ['cannot-be-targeted', 'cannot-be-targeted-by'];

/**
 * May `activator` not target the card `id` on the field with an effect: no card effect may
 * (Lord of D. for Dragons), or the effects of one player may not (King Dragun: its
 * controller's opponent)?
 */
export function untargetable(state: DuelState, ctx: EngineContext | undefined, id: number, activator: PlayerId): boolean {
  let barred = false;
  eachEffect(state, ctx, { card: id }, UNTARGETABLE, (e) => (barred = e.code === 'cannot-be-targeted' || e.value === activator));
  return barred;
}

/** Does an effect stop `player` from activating cards named `name` (Sangan's search)? */
export function nameLocked(state: DuelState, ctx: EngineContext | undefined, player: PlayerId, name: string): boolean {
  let locked = false;
  eachEffect(state, ctx, { player }, ['cannot-activate-name'], (e) => (locked = e.value === name));
  return locked;
}
