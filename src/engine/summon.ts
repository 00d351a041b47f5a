/**
 * Summoning, Setting and battle positions. Each action has one `check` that both builds
 * the option list and guards `apply`, so the two can never disagree.
 */
import { onlyOneTaken, uniqueFaceUpTaken } from './uniqueOnField.js';
import { nameFor, zoneRef } from './text/describe.js';
import { reject } from './rejections.js';
import { graveyardBanishLocked } from './graveyardLocks.js';
import { cardName, freeMonsterZone, isMonsterZone, monstersControlledBy, moveCard, sendToGraveyard, staticOf, unusableZoneMask } from './zones.js';
import type { EngineContext, ProcedureCosts, SummonProcedure } from './context.js';
import { currentLevel, forcedDefense } from './continuous.js';
import { firstValue, hasEffect } from './activeEffects.js';
import type { Tx } from './tx.js';
import type { Format } from './format.js';
import { shadowTributes } from './shadow/state.js';
import { checkExtraDeckSummon, extraDeckMethod, extraDeckSummonOptions, performExtraDeckSummon } from './summon/procedures.js';
import { checkPendulumSummon, pendulumSummonOptions, performPendulumSummon } from './summon/pendulum.js';
import type { Action, CardStatic, DuelState, EventBody, Option, PlayerId, Rejection } from './types.js';

/** A Summon's announcement: emitted at once, or after the Summon-negation window (summonNegation.ts). */
export type SummonEvent = Extract<EventBody, { type: 'normal-summon' | 'flip-summon' | 'special-summon' }>;

type TributeAction = Extract<Action, { type: 'normal-summon' | 'set-monster' }>;
type SpecialAction = Extract<Action, { type: 'special-summon' }>;

/** Summoning (not Setting) is remembered for the turn: "if you Summoned this turn, you cannot activate" (Scapegoat). */
export function noteSummon(tx: Tx, player: PlayerId): void {
  tx.noteThisTurn('summoned', player);
}

/** Has `player` Normal, Tribute, Flip or Special Summoned a monster this turn (Sets do not count)? */
export function summonedThisTurn(state: DuelState, player: PlayerId): boolean {
  return state.usedThisTurn.summoned.includes(player);
}

/**
 * Monsters of the opponent that `player` must Tribute this turn if they Tribute at all,
 * as though they controlled them (Soul Exchange), while those monsters are still there.
 */
export function forcedTributes(state: DuelState, player: PlayerId): number[] {
  if (state.lingering.length === 0) return [];
  return monstersControlledBy(state, player === 0 ? 1 : 0).filter((id) => firstValue(state, undefined, { card: id }, 'must-be-tributed') === player);
}

/** Levels 5-6 need one Tribute, 7 and up need two; the Shadow Games have their own table by stars. */
export function tributesNeeded(level: number, format?: Format): number {
  if (format?.shadow) return shadowTributes(format.shadow.tributeTable, level);
  if (level >= 7) return 2;
  if (level >= 5) return 1;
  return 0;
}

function checkOwnCard(state: DuelState, player: PlayerId, id: number): Rejection | null {
  const card = state.cards[id];
  if (!card || !Number.isInteger(id)) return reject('NO_SUCH_CARD', `There is no card #${id} in this duel.`);
  if (card.controller !== player && card.owner !== player) {
    return reject('NOT_YOUR_CARD', `${nameFor(state, id, player)} is not yours to use.`);
  }
  return null;
}

export function checkTributeSummon(state: DuelState, ctx: EngineContext, a: TributeAction): Rejection | null {
  const bad = checkOwnCard(state, a.player, a.card);
  if (bad) return bad;
  const card = state.cards[a.card]!;
  const verb = a.type === 'normal-summon' ? 'Normal Summon' : 'Set';
  if (card.location !== 'hand' || card.owner !== a.player) {
    // A Set Spell or Trap asked to be "set" again is the usual case: say where it already is.
    const where = card.location === 'spellTrap' || card.location === 'field' ? ' (it is already on the field)' : '';
    return reject('NOT_IN_HAND', `${nameFor(state, a.card, a.player)} is not in your hand${where}; only a monster in your hand can be ${a.type === 'normal-summon' ? 'Normal Summoned' : 'Set'}.`);
  }
  const facts = staticOf(state, card);
  if (facts.kind !== 'monster') return reject('NOT_A_MONSTER', `${facts.name} is not a monster card.`);
  if (!facts.normalSummonable || (ctx.scripts && ctx.scripts(facts.passcode, state.format.id)?.specialSummonOnly)) {
    return reject('CANNOT_NORMAL_SUMMON', `${facts.name} cannot be Normal Summoned or Set; it can only be Special Summoned in its own way.`);
  }
  if (a.type === 'normal-summon' && a.position === 'defense') {
    return reject('FACE_UP_DEFENSE_FROM_HAND', `A monster cannot be played from the hand in face-up Defense Position; Normal Summon ${facts.name} in Attack Position or Set it face-down.`);
  }
  if (a.type === 'normal-summon' && hasEffect(state, ctx, { player: a.player }, 'cannot-summon')) {
    return reject('SUMMON_FORBIDDEN', `A card you activated this turn stops you from Summoning monsters; you may still Set.`);
  }
  if (a.type === 'normal-summon' && uniqueFaceUpTaken(state, ctx, a.player, a.card)) {
    return reject('SUMMON_FORBIDDEN', onlyOneTaken(state, ctx, a.player, a.card) ? `You can only control 1 ${facts.name}.` : `You can only control 1 face-up ${facts.name}; you may still Set it.`);
  }
  if (a.type === 'set-monster' && onlyOneTaken(state, ctx, a.player, a.card)) {
    return reject('SUMMON_FORBIDDEN', `You can only control 1 ${facts.name}, face-down ones included.`);
  }
  if (state.turnRecord.normalSummonUsed) {
    return reject('NORMAL_SUMMON_USED', `You already used your one Normal Summon or Set this turn, so you cannot ${verb} ${facts.name}.`);
  }
  const level = currentLevel(state, ctx, a.card);
  const needed = tributesNeeded(level, state.format);
  if (a.tributes.length !== needed && !(needed === 2 && a.tributes.length === 1 && countsAsTwoTributes(state, ctx, a.tributes[0]!, facts))) {
    const what = needed === 0 ? 'no Tributes' : needed === 1 ? '1 Tribute' : `${needed} Tributes`;
    return reject('WRONG_TRIBUTE_COUNT', `${facts.name} is Level ${level}, so it needs ${what}, not ${a.tributes.length}.`);
  }
  const forced = forcedTributes(state, a.player);
  for (let i = 0; i < a.tributes.length; i++) {
    const t = a.tributes[i]!;
    const tribute = state.cards[t];
    const controlled = tribute !== undefined && isMonsterZone(tribute.location) && (tribute.controller === a.player || forced.includes(t));
    if (!controlled || a.tributes.indexOf(t) !== i) {
      return reject('INVALID_TRIBUTE', `Tributes must be different monsters you control; ${tribute ? nameFor(state, t, a.player) : `card #${t}`} is not one.`);
    }
    if (ctx.scripts?.(tribute.passcode, state.format.id)?.cannotBeTributedForTributeSummon) {
      return reject('INVALID_TRIBUTE', `${nameFor(state, t, a.player)} cannot be Tributed for a Tribute Summon.`);
    }
    if (hasEffect(state, ctx, { card: t }, 'cannot-be-tributed')) {
      return reject('INVALID_TRIBUTE', `An effect stops ${nameFor(state, t, a.player)} from being Tributed.`);
    }
  }
  if (forced.length > 0 && a.tributes.length > 0 && a.tributes.filter((t) => forced.includes(t)).length < Math.min(forced.length, a.tributes.length)) {
    return reject('INVALID_TRIBUTE', `A card you activated this turn means your Tributes must include ${forced.map((t) => nameFor(state, t, a.player)).join(' and ')}.`);
  }
  const freed = a.tributes.filter((t) => state.cards[t]!.location === 'monster' && state.cards[t]!.controller === a.player).map((t) => state.cards[t]!.zone);
  const zones = state.players[a.player].monsters;
  if (a.zone !== undefined) {
    if (!Number.isInteger(a.zone) || a.zone < 0 || a.zone >= zones.length) {
      return reject('ZONE_TAKEN', `There is no Main Monster Zone ${a.zone + 1}.`);
    }
    if (zones[a.zone] !== null && !freed.includes(a.zone)) {
      return reject('ZONE_TAKEN', `Main Monster Zone ${a.zone + 1} is already occupied.`);
    }
    if ((unusableZoneMask(state, a.player) & (1 << a.zone)) !== 0) {
      return reject('ZONE_TAKEN', `Main Monster Zone ${a.zone + 1} cannot be used now (an effect such as Ojama King's).`);
    }
  } else if (freeMonsterZone(state, a.player) < 0 && freed.length === 0) {
    return reject('ZONE_FULL', `All ${zones.length} of your Main Monster Zones are full.`);
  }
  return null;
}

/** Performs a Normal/Tribute Summon or a Set; returns the Summon still to be announced (null for a Set, announced here). */
export function performTributeSummon(tx: Tx, a: TributeAction): SummonEvent | null {
  for (const t of a.tributes) {
    const from = tx.s.cards[t]!.location;
    sendToGraveyard(tx, t);
    tx.emit({ type: 'tribute', player: a.player, card: t });
    // A Token vanishes instead of going to the Graveyard.
    if (tx.s.cards[t]!.location === 'graveyard') tx.emit({ type: 'sent-to-graveyard', card: t, reason: 'tribute', from });
  }
  if (a.type === 'normal-summon') noteSummon(tx, a.player);
  const set = a.type === 'set-monster';
  moveCard(tx, a.card, {
    to: 'monster',
    controller: a.player,
    zone: a.zone ?? freeMonsterZone(tx.s, a.player),
    position: set ? 'defense' : 'attack',
    faceUp: !set,
  });
  const card = tx.card(a.card);
  card.arrival = set ? 'set' : a.tributes.length > 0 ? 'tribute' : 'normal';
  tx.turnRecord().normalSummonUsed = true;
  if (set) {
    tx.emit({ type: 'set-monster', player: a.player, card: a.card });
    return null;
  }
  return { type: 'normal-summon', player: a.player, card: a.card, tribute: a.tributes.length > 0 };
}

export function checkFlipSummon(state: DuelState, ctx: EngineContext, a: Extract<Action, { type: 'flip-summon' }>): Rejection | null {
  const bad = checkOwnCard(state, a.player, a.card);
  if (bad) return bad;
  const card = state.cards[a.card]!;
  // Names are worked out only on refusal: these checks also build the option list.
  if ((card.location !== 'monster' && card.location !== 'extraMonster') || card.controller !== a.player) {
    return reject('NOT_YOUR_CARD', `${nameFor(state, a.card, a.player)} is not a monster you control.`);
  }
  if (card.faceUp) return reject('NOT_FACE_DOWN', `${nameFor(state, a.card, a.player)} is already face-up; only a face-down monster can be Flip Summoned.`);
  if (card.arrivedTurn === state.turn) {
    return reject('SET_THIS_TURN', `${nameFor(state, a.card, a.player)} was Set this turn; it cannot be Flip Summoned until a later turn.`);
  }
  if (state.turnRecord.positionChanged.includes(a.card)) {
    return reject('POSITION_ALREADY_CHANGED', `${nameFor(state, a.card, a.player)} already changed its battle position this turn.`);
  }
  if (hasEffect(state, ctx, { player: a.player }, 'cannot-summon')) {
    return reject('SUMMON_FORBIDDEN', `A card you activated this turn stops you from Summoning monsters, Flip Summons included.`);
  }
  if (uniqueFaceUpTaken(state, ctx, a.player, a.card)) {
    return reject('SUMMON_FORBIDDEN', `You can only control 1 face-up ${nameFor(state, a.card, a.player)}, so this one cannot be Flip Summoned.`);
  }
  if (ctx.scripts && forcedDefense(state, ctx, a.card)) {
    return reject('POSITION_LOCKED', `A card's effect keeps ${nameFor(state, a.card, a.player)} in its battle position.`);
  }
  return positionLocked(state, ctx, a.card, a.player);
}

/** An effect forbids changing the monster's battle position (a Flip Summon is such a change). */
function positionLocked(state: DuelState, ctx: EngineContext, card: number, player: PlayerId): Rejection | null {
  if (!ctx.scripts || !hasEffect(state, ctx, { card }, 'cannot-change-position')) return null;
  return reject('POSITION_LOCKED', `A card's effect stops ${nameFor(state, card, player)} from changing its battle position.`);
}

/** Performs a Flip Summon; returns it, still to be announced. */
export function performFlipSummon(tx: Tx, a: Extract<Action, { type: 'flip-summon' }>): SummonEvent {
  const card = tx.card(a.card);
  card.faceUp = true;
  card.position = 'attack';
  card.arrival = 'flip';
  tx.turnRecord().positionChanged.push(a.card);
  noteSummon(tx, a.player);
  return { type: 'flip-summon', player: a.player, card: a.card };
}

export function checkChangePosition(state: DuelState, ctx: EngineContext, a: Extract<Action, { type: 'change-position' }>): Rejection | null {
  const bad = checkOwnCard(state, a.player, a.card);
  if (bad) return bad;
  const card = state.cards[a.card]!;
  if ((card.location !== 'monster' && card.location !== 'extraMonster') || card.controller !== a.player) {
    return reject('NOT_YOUR_CARD', `${nameFor(state, a.card, a.player)} is not a monster you control.`);
  }
  if (!card.faceUp) {
    return reject('NOT_FACE_UP', `${nameFor(state, a.card, a.player)} is face-down; flip it with a Flip Summon instead of changing its position.`);
  }
  if (card.arrivedTurn === state.turn) {
    return reject('ARRIVED_THIS_TURN', `${nameFor(state, a.card, a.player)} came to the field this turn, so its battle position cannot change yet.`);
  }
  if (state.turnRecord.attacked.includes(a.card)) {
    return reject('ATTACKED_THIS_TURN', `${nameFor(state, a.card, a.player)} declared an attack this turn, so its battle position cannot change.`);
  }
  if (state.turnRecord.positionChanged.includes(a.card)) {
    return reject('POSITION_ALREADY_CHANGED', `${nameFor(state, a.card, a.player)} already changed its battle position this turn.`);
  }
  if (ctx.scripts && card.position === 'defense' && forcedDefense(state, ctx, a.card)) {
    return reject('POSITION_LOCKED', `A card's effect keeps ${nameFor(state, a.card, a.player)} in Defense Position.`);
  }
  return positionLocked(state, ctx, a.card, a.player);
}

export function performChangePosition(tx: Tx, a: Extract<Action, { type: 'change-position' }>): void {
  const card = tx.card(a.card);
  const from = card.position;
  card.position = from === 'attack' ? 'defense' : 'attack';
  tx.turnRecord().positionChanged.push(a.card);
  tx.emit({ type: 'position', player: a.player, card: a.card, position: card.position, from, wasFaceUp: true });
}

function findProcedure(ctx: EngineContext, id: string): SummonProcedure | undefined {
  return ctx.procedures.find((p) => p.id === id);
}

export function checkSpecialSummon(state: DuelState, ctx: EngineContext, a: SpecialAction): Rejection | null {
  const bad = checkOwnCard(state, a.player, a.card);
  if (bad) return bad;
  // Synchro, Xyz, Link and Pendulum Summons are methods of the rules (summon/), not of card scripts.
  const method = extraDeckMethod(a.procedure);
  if (method) return checkExtraDeckSummon(state, ctx, method, a);
  if (a.procedure === 'pendulum') return checkPendulumSummon(state, ctx, a);
  const card = state.cards[a.card]!;
  const facts = staticOf(state, card);
  const proc = findProcedure(ctx, a.procedure);
  if (hasEffect(state, ctx, { player: a.player }, 'cannot-summon')) {
    return reject('SUMMON_FORBIDDEN', `A card you activated this turn stops you from Summoning monsters.`);
  }
  if (!proc || !proc.appliesTo(facts) || !proc.from.includes(card.location) || card.owner !== a.player) {
    return reject('NO_PROCEDURE', `${nameFor(state, a.card, a.player)} has no way to be Special Summoned like that from where it is.`);
  }
  if (uniqueFaceUpTaken(state, ctx, a.player, a.card)) {
    return reject('SUMMON_FORBIDDEN', `You can only control 1 ${onlyOneTaken(state, ctx, a.player, a.card) ? '' : 'face-up '}${facts.name}.`);
  }
  const positions = proc.positions ?? ['attack', 'defense'];
  if (!positions.includes(a.position)) {
    return reject('POSITION_NOT_ALLOWED', `${facts.name} cannot be Special Summoned in ${a.position} position this way.`);
  }
  const key = a.choice.join(',');
  if (!proc.choices(state, a.player, a.card).some((c) => c.join(',') === key)) {
    return reject('PROCEDURE_NOT_POSSIBLE', `${facts.name} cannot be Special Summoned ${proc.describe} with that choice right now.`);
  }
  if (proc.banishesFromGraveyard && a.choice.some((id) => graveyardBanishLocked(state, ctx, id, a.player, null))) {
    return reject('PROCEDURE_NOT_POSSIBLE', `${facts.name} cannot be Special Summoned now: cards in that Graveyard cannot be removed from play (Necrovalley, Kycoo the Ghost Destroyer).`);
  }
  if (freeMonsterZone(state, a.player) < 0 && !a.choice.some((id) => state.cards[id]?.location === 'monster' && state.cards[id]?.controller === a.player)) {
    return reject('ZONE_FULL', `All your Main Monster Zones are full.`);
  }
  return null;
}

function procedureCosts(tx: Tx, player: PlayerId): ProcedureCosts {
  const send = (id: number, reason: 'tribute' | 'cost'): void => {
    const from = tx.s.cards[id]!.location;
    moveCard(tx, id, { to: 'graveyard', faceUp: true });
    if (reason === 'tribute') tx.emit({ type: 'tribute', player, card: id });
    tx.emit({ type: 'sent-to-graveyard', card: id, reason, from });
  };
  return {
    tribute: (ids) => ids.forEach((id) => send(id, 'tribute')),
    sendToGraveyard: (ids) => ids.forEach((id) => send(id, 'cost')),
    banish: (ids) =>
      ids.forEach((id) => {
        moveCard(tx, id, { to: 'banished', faceUp: true });
        tx.emit({ type: 'banished', card: id });
      }),
  };
}

/** Performs a Special Summon by procedure; returns it, still to be announced. */
export function performSpecialSummon(tx: Tx, ctx: EngineContext, a: SpecialAction): SummonEvent {
  const method = extraDeckMethod(a.procedure);
  if (method) return performExtraDeckSummon(tx, method, a);
  if (a.procedure === 'pendulum') return performPendulumSummon(tx, a);
  const proc = findProcedure(ctx, a.procedure)!;
  proc.pay(procedureCosts(tx, a.player), a.player, a.card, a.choice);
  moveCard(tx, a.card, { to: 'monster', controller: a.player, zone: a.zone ?? freeMonsterZone(tx.s, a.player), position: a.position, faceUp: true });
  const card = tx.card(a.card);
  card.arrival = 'special';
  card.properlySummoned = true;
  noteSummon(tx, a.player);
  return { type: 'special-summon', player: a.player, card: a.card, procedure: a.procedure, position: a.position };
}

const NO_TRIBUTES: readonly number[][] = [[]];

/** Every way to pick `k` of `items` (Tribute choices). */
export function combinations(items: readonly number[], k: number): readonly number[][] {
  if (k === 0) return NO_TRIBUTES;
  const out: number[][] = [];
  pickCombinations(items, k, 0, [], out);
  return out;
}

/** The recursion of `combinations`, at module level (a closure per call costs a name definition under tsx). */
function pickCombinations(items: readonly number[], k: number, start: number, acc: number[], out: number[][]): void {
  if (acc.length === k) {
    out.push(acc.slice());
    return;
  }
  for (let i = start; i < items.length; i++) {
    acc.push(items[i]!);
    pickCombinations(items, k, i + 1, acc, out);
    acc.pop();
  }
}

function tributeText(state: DuelState, tributes: readonly number[], viewer: PlayerId): string {
  return tributes.map((t) => `${nameFor(state, t, viewer)} (${zoneRef(state, t, viewer)})`).join(' and ');
}

/**
 * A face-up monster whose script says it can be treated as 2 Tributes for the Tribute Summon
 * of `summoned` (Double Coston: a DARK monster; Unshaven Angler: a WATER monster).
 */
function countsAsTwoTributes(state: DuelState, ctx: EngineContext, tribute: number, summoned: CardStatic): boolean {
  const card = state.cards[tribute];
  if (!card || !card.faceUp || !isMonsterZone(card.location)) return false;
  return ctx.scripts?.(card.passcode, state.format.id)?.doubleTributeFor?.(summoned) === true;
}

/** Main Phase summon, set and position options of the turn player. */
export function summonOptions(state: DuelState, ctx: EngineContext, player: PlayerId, out: Option[]): void {
  const mine = monstersControlledBy(state, player);
  // Soul Exchange: an opponent's monster that must be among any Tributes this turn.
  const forced = forcedTributes(state, player);
  const tributePool = forced.length > 0 ? [...mine, ...forced] : mine;
  const noSummon = hasEffect(state, ctx, { player }, 'cannot-summon');
  if (!state.turnRecord.normalSummonUsed) {
    for (const id of state.players[player].hand) {
      const facts = staticOf(state, state.cards[id]!);
      if (facts.kind !== 'monster' || !facts.normalSummonable) continue;
      const needed = tributesNeeded(currentLevel(state, ctx, id), state.format);
      const doubles = needed === 2 ? tributePool.filter((t) => countsAsTwoTributes(state, ctx, t, facts)).map((t) => [t]) : [];
      for (const tributes of doubles.length > 0 ? [...combinations(tributePool, needed), ...doubles] : combinations(tributePool, needed)) {
        const summon: TributeAction = { type: 'normal-summon', player, card: id, tributes: tributes.slice() };
        const set: TributeAction = { type: 'set-monster', player, card: id, tributes: tributes.slice() };
        // A Set may be allowed when a Summon is not (Scapegoat forbids Summons, not Sets).
        const summonOk = !checkTributeSummon(state, ctx, summon);
        // (So may "only 1 face-up": a second Amazoness Tiger can still be Set.)
        if (!summonOk && ((!noSummon && !uniqueFaceUpTaken(state, ctx, player, id)) || checkTributeSummon(state, ctx, set))) continue;
        const suffix = tributes.length ? `:t${tributes.join('-')}` : '';
        const tributing = tributes.length ? `, tributing ${tributeText(state, tributes, player)}` : '';
        if (summonOk) {
          out.push({
            id: `summon:${id}${suffix}`,
            label: `${tributes.length ? 'Tribute Summon' : 'Normal Summon'} ${facts.name}${tributing}`,
            action: summon,
          });
        }
        out.push({
          id: `set:${id}${suffix}`,
          label: `Set ${facts.name} face-down in Defense Position${tributing}`,
          action: set,
        });
      }
    }
  }
  for (const id of mine) {
    const flip = { type: 'flip-summon', player, card: id } as const;
    if (!checkFlipSummon(state, ctx, flip)) {
      out.push({ id: `flip:${id}`, label: `Flip Summon ${cardName(state, id)} (${zoneRef(state, id, player)})`, action: flip });
    }
    const change = { type: 'change-position', player, card: id } as const;
    if (!checkChangePosition(state, ctx, change)) {
      const to = state.cards[id]!.position === 'attack' ? 'Defense' : 'Attack';
      out.push({ id: `pos:${id}`, label: `Change ${cardName(state, id)} (${zoneRef(state, id, player)}) to ${to} Position`, action: change });
    }
  }
  extraDeckSummonOptions(state, ctx, player, out);
  pendulumSummonOptions(state, ctx, player, out);
  for (const proc of ctx.procedures) {
    for (const loc of proc.from) {
      const pile = loc === 'hand' ? state.players[player].hand : loc === 'extra' ? state.players[player].extra : loc === 'graveyard' ? state.players[player].graveyard : [];
      for (const id of pile) {
        const facts = staticOf(state, state.cards[id]!);
        if (!proc.appliesTo(facts)) continue;
        for (const choice of proc.choices(state, player, id)) {
          for (const position of proc.positions ?? (['attack', 'defense'] as const)) {
            const action: SpecialAction = { type: 'special-summon', player, card: id, procedure: proc.id, choice, position };
            if (checkSpecialSummon(state, ctx, action)) continue;
            out.push({
              id: `ss:${proc.id}:${id}:${choice.join('-')}:${position === 'attack' ? 'a' : 'd'}`,
              label: `Special Summon ${facts.name} ${proc.describe} in ${position === 'attack' ? 'Attack' : 'Defense'} Position`,
              action,
            });
          }
        }
      }
    }
  }
}
