/**
 * Pendulum Monsters in modern (rulebook, Pendulum Monsters; rules zones.pendulum and
 * summon.pendulum). In the Main Phase a Pendulum Monster Card in the hand may be placed
 * as a Spell in the leftmost or rightmost Spell & Trap Zone, which is then a Pendulum
 * Zone (an `activate` action with effect PENDULUM_LEFT or PENDULUM_RIGHT). With a Scale in
 * both, once per turn, a Pendulum Summon Special Summons at once any monsters from the
 * hand and face-up Pendulum Monsters from the Extra Deck whose Levels lie strictly between
 * the two Scales (Scales 1 and 8: Levels 2 to 7). Those from the Extra Deck go to an Extra
 * Monster Zone or a linked Main Monster Zone. A Pendulum Monster Card that would go from
 * the field to the Graveyard goes face-up to the Extra Deck instead (zones.ts).
 *
 * Placing a Scale is activating a Spell Card (rule zones.pendulum): it is Chain Link 1 of a
 * new Chain, Spell Speed 1, to which the opponent may respond; it has no effect to resolve
 * and the card stays in its Pendulum Zone (unless its activation is negated). Pendulum
 * Effects (a Scale's own effects) run where a card's script gives them.
 */
import { reject } from '../rejections.js';
import { nameFor } from '../text/describe.js';
import { moveCard, playsPendulum, staticOf } from '../zones.js';
import type { EngineContext } from '../context.js';
import type { Tx } from '../tx.js';
import type { Action, ChainLink, DuelState, Option, PlayerId, Rejection } from '../types.js';
import type { SummonEvent } from '../summon.js';
import { extraDeckPlacements, type Placement } from './extraZones.js';
import { andList } from './materials.js';
import { maySpecialSummon } from './procedures.js';
import { eachEffect, effectsOn } from '../activeEffects.js';

export const PENDULUM_LEFT = 'pendulum-scale-left';
export const PENDULUM_RIGHT = 'pendulum-scale-right';

export const isPendulumScaleEffect = (effect: string): boolean => effect === PENDULUM_LEFT || effect === PENDULUM_RIGHT;

type ActivateAction = Extract<Action, { type: 'activate' }>;
type SpecialAction = Extract<Action, { type: 'special-summon' }>;

const isPendulum = (state: DuelState, id: number): boolean => staticOf(state, state.cards[id]!).subtypes.includes('Pendulum');

/** The Spell & Trap Zones that double as Pendulum Zones: the leftmost and the rightmost. */
const pendulumZone = (state: DuelState, effect: string): number => (effect === PENDULUM_LEFT ? 0 : state.format.spellTrapZones - 1);

/** `player`'s two Pendulum Scales (left, right) as card ids, or null where a Pendulum Zone holds none. */
export function scalesOf(state: DuelState, player: PlayerId): [number | null, number | null] {
  const zones = state.players[player].spellTraps;
  const at = (z: number): number | null => {
    const id = zones[z] ?? null;
    return id !== null && state.cards[id]!.faceUp && isPendulum(state, id) ? id : null;
  };
  return [at(0), at(zones.length - 1)];
}

/**
 * The Pendulum Scale of `id` now: its printed Scale, unless a 'set-scale' effect changes it (a
 * floating one, applied after the card was placed, wins over the card's own Continuous one; the
 * newest of a kind wins). Without `ctx` only floating effects are seen.
 */
export function scaleOf(state: DuelState, id: number, ctx?: EngineContext): number {
  let floating: number | null = null;
  let continuous: number | null = null;
  eachEffect(state, ctx, { card: id }, SCALE_CODES, (e, source) => {
    if (e.code !== 'set-scale') return;
    if (source === null) floating = e.value;
    else continuous = e.value;
  });
  return floating ?? continuous ?? staticOf(state, state.cards[id]!).scale ?? 0;
}

const SCALE_CODES = ['set-scale'] as const;

/** The printed Pendulum Scale of `id` (what "its original Pendulum Scale" means). */
export const printedScaleOf = (state: DuelState, id: number): number => staticOf(state, state.cards[id]!).scale ?? 0;

export function checkPendulumScale(state: DuelState, a: ActivateAction, ctx?: EngineContext): Rejection | null {
  const card = state.cards[a.card]!;
  if (!playsPendulum(state)) return reject('PENDULUM_ZONE', `The ${state.format.name} format has no Pendulum Zones.`);
  if (card.location !== 'hand' || card.owner !== a.player || !isPendulum(state, a.card)) {
    return reject('PENDULUM_ZONE', `Only a Pendulum Monster Card in your hand can be placed in a Pendulum Zone; ${nameFor(state, a.card, a.player)} is not one.`);
  }
  if (state.phase !== 'main1' && state.phase !== 'main2') return reject('SPELL_NEEDS_MAIN_PHASE', 'A Pendulum Scale is activated in your Main Phase only.');
  const zone = pendulumZone(state, a.effect);
  if (state.players[a.player].spellTraps[zone] !== null) {
    return reject('PENDULUM_ZONE', `Your ${a.effect === PENDULUM_LEFT ? 'left' : 'right'} Pendulum Zone (s${zone + 1}) is already occupied.`);
  }
  const condition = ctx?.scripts?.(card.passcode, state.format.id)?.scaleActivationCondition;
  if (condition && !condition.met(state, a.player)) return reject('CONDITION_NOT_MET', `${nameFor(state, a.card, a.player)} can be activated as a Pendulum Scale only ${condition.what}.`);
  return null;
}

/** Activates the Scale: placed face-up in its Pendulum Zone as Chain Link 1 of a new Chain (Spell Speed 1, no targets). */
export function performPendulumScale(tx: Tx, a: ActivateAction): void {
  moveCard(tx, a.card, { to: 'spellTrap', controller: a.player, zone: pendulumZone(tx.s, a.effect), faceUp: true });
  const link: ChainLink = { player: a.player, card: a.card, effect: a.effect, speed: 1, targets: [], cardActivation: true, negated: null, event: null, sourceMoves: tx.s.cards[a.card]!.moves };
  tx.chain().push(link);
  tx.emit({ type: 'activate', player: a.player, card: a.card, effect: a.effect, link: tx.s.chain.length, targets: [] });
}

export function pendulumScaleOptions(state: DuelState, ctx: EngineContext, player: PlayerId, out: Option[]): void {
  if (!playsPendulum(state)) return;
  for (const id of state.players[player].hand) {
    if (!isPendulum(state, id)) continue;
    for (const effect of [PENDULUM_LEFT, PENDULUM_RIGHT]) {
      const action: ActivateAction = { type: 'activate', player, card: id, effect };
      if (checkPendulumScale(state, action, ctx)) continue;
      const side = effect === PENDULUM_LEFT ? 'left' : 'right';
      out.push({ id: `scale:${id}:${side}`, label: `Activate ${staticOf(state, state.cards[id]!).name} (Scale ${scaleOf(state, id)}) in your ${side} Pendulum Zone (s${pendulumZone(state, effect) + 1})`, action });
    }
  }
}

const useKey = (player: PlayerId) => ({ card: -1 - player, effect: 'rule:pendulum-summon' });

/** Has `player` Pendulum Summoned this turn (noted as a use with no card: -1 for player 0, -2 for player 1)? */
export const pendulumSummonedThisTurn = (state: DuelState, player: PlayerId): boolean =>
  state.usedThisTurn.effectsOfCards.some((u) => u.card === -1 - player && u.effect === 'rule:pendulum-summon');

/** The two Scales `left` and `right` as they are now, lower first. */
function scaleRange(state: DuelState, ctx: EngineContext, left: number, right: number): [number, number] {
  const a = scaleOf(state, left, ctx);
  const b = scaleOf(state, right, ctx);
  return [Math.min(a, b), Math.max(a, b)];
}

/** May `id` be Pendulum Summoned by `player` between Scales `low` and `high`? */
function pendulumCandidate(state: DuelState, player: PlayerId, id: number, low: number, high: number): boolean {
  const card = state.cards[id]!;
  const facts = staticOf(state, card);
  if (facts.kind !== 'monster' || card.owner !== player || facts.frame === 'xyz' || facts.frame === 'link') return false;
  if (facts.level <= low || facts.level >= high) return false;
  // From the hand: a monster that may be Summoned at all (not a Ritual or Special Summon Monster).
  if (card.location === 'hand') return facts.normalSummonable;
  // From the Extra Deck: a face-up Pendulum Monster; an Extra Deck one only once it was properly Summoned.
  return card.location === 'extra' && card.faceUp && facts.subtypes.includes('Pendulum') && (!facts.extraDeck || card.properlySummoned);
}

/** Zones for the monsters: those from the Extra Deck first (Extra Monster Zone, then linked zones), then the hand's. */
function assignZones(state: DuelState, player: PlayerId, monsters: readonly number[]): Map<number, Placement> | null {
  const out = new Map<number, Placement>();
  const taken = new Set<string>();
  const key = (p: Placement): string => `${p.to}${p.zone}`;
  for (const id of monsters.filter((m) => state.cards[m]!.location === 'extra')) {
    const usedExtra = [...out.values()].some((p) => p.to === 'extraMonster');
    const place = extraDeckPlacements(state, player, id, []).find((p) => !taken.has(key(p)) && !(usedExtra && p.to === 'extraMonster'));
    if (!place) return null;
    out.set(id, place);
    taken.add(key(place));
  }
  for (const id of monsters.filter((m) => state.cards[m]!.location === 'hand')) {
    const zone = state.players[player].monsters.findIndex((z, i) => z === null && !taken.has(`monster${i}`));
    if (zone < 0) return null;
    out.set(id, { to: 'monster', zone });
    taken.add(`monster${zone}`);
  }
  return out;
}

export function checkPendulumSummon(state: DuelState, ctx: EngineContext, a: SpecialAction): Rejection | null {
  const say = (why: string): Rejection => reject('PENDULUM_NOT_POSSIBLE', why);
  if (!playsPendulum(state)) return say(`The ${state.format.name} format has no Pendulum Summons.`);
  const [left, right] = scalesOf(state, a.player);
  if (left === null || right === null) return say('A Pendulum Summon needs a Pendulum Scale in both of your Pendulum Zones (the leftmost and rightmost Spell & Trap Zones).');
  if (pendulumSummonedThisTurn(state, a.player)) return reject('PENDULUM_SUMMON_USED', 'You already Pendulum Summoned this turn; it is once per turn.');
  if (!maySpecialSummon(state, a.player)) return reject('SUMMON_FORBIDDEN', 'A card you activated this turn stops you from Summoning monsters.');
  const [low, high] = scaleRange(state, ctx, left, right);
  const monsters = a.choice;
  if (monsters.length === 0 || monsters[0] !== a.card || new Set(monsters).size !== monsters.length) {
    return reject('MALFORMED_ACTION', 'A Pendulum Summon lists its monsters in `choice`, the first being `card`, each once.');
  }
  const limits = effectsOn(state, ctx, { player: a.player }, 'pendulum-summon-only');
  for (const id of monsters) {
    const barred = state.cards[id] ? limits.find((l) => !l.value.allows(staticOf(state, state.cards[id]!))) : undefined;
    if (barred) return reject('SUMMON_FORBIDDEN', `A card's effect lets you Pendulum Summon only ${barred.value.what}; ${nameFor(state, id, a.player)} is not one.`);
    if (!state.cards[id] || !pendulumCandidate(state, a.player, id, low, high)) {
      const level = state.cards[id] ? staticOf(state, state.cards[id]!).level : 0;
      return say(`With Scales ${low} and ${high} you may Pendulum Summon monsters of Level ${low + 1} to ${high - 1} from your hand and face-up Pendulum Monsters from your Extra Deck; ${state.cards[id] ? `${nameFor(state, id, a.player)} (Level ${level})` : `card #${id}`} is not one.`);
    }
  }
  if (!assignZones(state, a.player, monsters)) {
    return reject('NO_EXTRA_DECK_ZONE', 'There are not enough zones: monsters from the hand need free Main Monster Zones, and those from the Extra Deck an Extra Monster Zone (one per player) or a Main Monster Zone a Link Arrow points to.');
  }
  return null;
}

/** Summons every monster at once; all but the last are announced here, the last is returned to be announced. */
export function performPendulumSummon(tx: Tx, a: SpecialAction): SummonEvent {
  const places = assignZones(tx.s, a.player, a.choice)!;
  tx.noteThisTurn('effectsOfCards', useKey(a.player));
  tx.noteThisTurn('summoned', a.player);
  const events: SummonEvent[] = [];
  for (const id of a.choice) {
    const place = places.get(id)!;
    moveCard(tx, id, { to: place.to, controller: a.player, zone: place.zone, position: a.position, faceUp: true });
    const card = tx.card(id);
    card.arrival = 'special';
    card.properlySummoned = true;
    events.push({ type: 'special-summon', player: a.player, card: id, procedure: 'pendulum', position: a.position });
  }
  for (const e of events.slice(0, -1)) tx.emit(e);
  return events[events.length - 1]!;
}

/** The Pendulum Summons listed as options: each monster alone, and all of them together (any other set may be typed). */
export function pendulumSummonOptions(state: DuelState, ctx: EngineContext, player: PlayerId, out: Option[]): void {
  if (!playsPendulum(state)) return;
  const [left, right] = scalesOf(state, player);
  if (left === null || right === null || pendulumSummonedThisTurn(state, player)) return;
  const [low, high] = scaleRange(state, ctx, left, right);
  const limits = effectsOn(state, ctx, { player }, 'pendulum-summon-only');
  const pool = [...state.players[player].hand, ...state.players[player].extra].filter(
    (id) => pendulumCandidate(state, player, id, low, high) && limits.every((l) => l.value.allows(staticOf(state, state.cards[id]!))),
  );
  const sets = pool.map((id) => [id]);
  if (pool.length > 1) sets.push(pool);
  for (const set of sets) {
    for (const position of ['attack', 'defense'] as const) {
      const action: SpecialAction = { type: 'special-summon', player, card: set[0]!, procedure: 'pendulum', choice: set, position };
      if (checkPendulumSummon(state, ctx, action)) continue;
      const names = andList(set.map((id) => nameFor(state, id, player)));
      out.push({ id: `ss:pendulum:${set.join('-')}:${position === 'attack' ? 'a' : 'd'}`, label: `Pendulum Summon ${names} (Scales ${low} and ${high}) in ${position === 'attack' ? 'Attack' : 'Defense'} Position`, action });
    }
  }
}
