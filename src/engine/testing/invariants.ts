/**
 * Structural invariants of a DuelState. `checkInvariants` returns one message per broken
 * rule (empty when the state is sound). It scans every pile and zone, so it is the
 * fuzzer's main witness that `apply` keeps the state coherent: each card instance in
 * exactly one place, its own fields agreeing with that place, zones of the format's size,
 * legal numbers, and exactly one pending decision while the duel goes on.
 */
import { PHASES, type CardInstance, type DuelState, type Location, type PlayerId } from '../types.js';

const LOCATIONS: ReadonlySet<string> = new Set<Location>([
  'gone',
  'deck',
  'hand',
  'monster',
  'extraMonster',
  'spellTrap',
  'field',
  'graveyard',
  'banished',
  'extra',
  'material',
  'aside',
]);
const PHASE_SET: ReadonlySet<string> = new Set(PHASES);
const STEPS: ReadonlySet<string> = new Set(['start', 'battle', 'damage', 'end']);
const DECISIONS: ReadonlySet<string> = new Set(['main', 'battle', 'replay', 'respond', 'discard', 'choose', 'yes-no']);
const REASONS: ReadonlySet<string> = new Set(['lp', 'deck-out', 'surrender', 'both-lp', 'card-effect']);

const isPlayer = (p: unknown): p is PlayerId => p === 0 || p === 1;
const isCount = (n: unknown): boolean => typeof n === 'number' && Number.isInteger(n) && n >= 0;

/** Where a scan found a card: location, listing side (-1 for a shared zone), zone, and pile index. */
const LOCATION_LIST: readonly Location[] = ['deck', 'hand', 'monster', 'extraMonster', 'spellTrap', 'field', 'graveyard', 'banished', 'extra', 'material', 'aside'];
const PILE_KEYS = ['deck', 'hand', 'graveyard', 'banished', 'extra'] as const;

function placeLabel(loc: Location, side: number, zone: number, index: number): string {
  const who = side < 0 ? 'the shared' : `player ${side}`;
  switch (loc) {
    case 'monster':
      return `${who} monsters[${zone}]`;
    case 'spellTrap':
      return `${who} spellTraps[${zone}]`;
    case 'field':
      return `${who} field zone`;
    case 'extraMonster':
      return `extraMonsterZones[${zone}]`;
    default:
      return `${who} ${loc}[${index}]`;
  }
}

/** What every part of the check shares: the state, the problem list's writer, and the id range. */
interface Check {
  state: DuelState;
  say: (m: string) => void;
  realId: (id: unknown) => id is number;
  n: number;
}

/** Where each card id was found listed (-1: nowhere), one slot per id (typed arrays: this runs at every fuzz step). */
interface Seen {
  loc: Int8Array;
  side: Int8Array;
  zone: Int16Array;
  index: Int16Array;
}

export function checkInvariants(state: DuelState): string[] {
  const problems: string[] = [];
  const say = (m: string): void => {
    if (problems.length < 50) problems.push(m);
  };
  const cards = state.cards;
  const n = Array.isArray(cards) ? cards.length : 0;
  if (!Array.isArray(cards)) say('state.cards is not an array');
  const realId = (id: unknown): id is number => typeof id === 'number' && Number.isInteger(id) && id >= 0 && id < n;

  const c: Check = { state, say, realId, n };
  checkCardRecords(c);
  checkCardPlaces(c, listPlaces(c));
  checkTurnAndDecision(c);
  checkReferences(c);
  return problems;
}

/** Each card record on its own: id, owner, controller, location, position, passcode, materials. */
function checkCardRecords(c: Check): void {
  const { state, say, realId, n } = c;
  const cards = state.cards;
  for (let i = 0; i < n; i++) {
    const c = cards[i] as CardInstance | undefined;
    if (!c) {
      say(`cards[${i}] is missing`);
      continue;
    }
    if (c.id !== i) say(`cards[${i}] has id ${c.id}`);
    if (c.owner !== 0 && c.owner !== 1) say(`card ${i} has owner ${String(c.owner)}`);
    if (c.controller !== 0 && c.controller !== 1) say(`card ${i} has controller ${String(c.controller)}`);
    if (!LOCATIONS.has(c.location)) say(`card ${i} has unknown location ${String(c.location)}`);
    if (c.position !== 'attack' && c.position !== 'defense') say(`card ${i} has position ${String(c.position)}`);
    if (!state.catalog[c.passcode]) say(`card ${i} has passcode ${c.passcode}, missing from the catalog`);
    const mats = c.materials;
    if (mats && mats.length) for (const m of mats) if (!realId(m) || m === i) say(`card ${i} lists material ${String(m)}, not another real card`);
  }

}

/** Lists every pile and zone, noting where each id is listed and any id listed twice; zone counts per format; LP. */
function listPlaces(c: Check): Seen {
  const { state, say, realId, n } = c;
  const seen: Seen = { loc: new Int8Array(n).fill(-1), side: new Int8Array(n), zone: new Int16Array(n), index: new Int16Array(n) };
  const { loc: seenLoc, side: seenSide, zone: seenZone, index: seenIndex } = seen;
  const list = (id: unknown, loc: number, side: number, zone: number, index: number): void => {
    if (!realId(id)) {
      say(`${placeLabel(LOCATION_LIST[loc]!, side, zone, index)} holds ${String(id)}, which is not a card instance id`);
      return;
    }
    const before = seenLoc[id]!;
    if (before >= 0) {
      say(
        `card ${id} is listed twice: in ${placeLabel(LOCATION_LIST[before]!, seenSide[id]!, seenZone[id]!, seenIndex[id]!)} ` +
          `and in ${placeLabel(LOCATION_LIST[loc]!, side, zone, index)}`,
      );
      return;
    }
    seenLoc[id] = loc;
    seenSide[id] = side;
    seenZone[id] = zone;
    seenIndex[id] = index;
  };
  const players = state.players;
  if (!Array.isArray(players) || players.length !== 2) say('state.players does not hold exactly two players');
  const format = state.format;
  for (const p of [0, 1] as const) {
    const pl = players?.[p];
    if (!pl) continue;
    for (const key of PILE_KEYS) {
      const pile = pl[key];
      if (!Array.isArray(pile)) {
        say(`player ${p} ${key} is not an array`);
        continue;
      }
      const loc = LOCATION_LIST.indexOf(key);
      for (let idx = 0; idx < pile.length; idx++) list(pile[idx], loc, p, -1, idx);
    }
    const zoneSets = [
      ['monsters', 2, format.mainMonsterZones],
      ['spellTraps', 4, format.spellTrapZones],
    ] as const;
    for (const [key, loc, size] of zoneSets) {
      const zones = pl[key];
      if (!Array.isArray(zones)) {
        say(`player ${p} ${key} is not an array`);
        continue;
      }
      if (zones.length !== size) say(`player ${p} has ${zones.length} ${key} zones; the ${format.id} format has ${size}`);
      for (let z = 0; z < zones.length; z++) if (zones[z] !== null) list(zones[z], loc, p, z, -1);
    }
    if (pl.fieldZone !== null) list(pl.fieldZone, 5, p, 0, -1);

    if (!(typeof pl.lp === 'number' && Number.isInteger(pl.lp) && pl.lp >= 0)) say(`player ${p} LP is ${String(pl.lp)}, not a non-negative integer`);
  }
  const emz = state.extraMonsterZones;
  if (!Array.isArray(emz)) say('extraMonsterZones is not an array');
  else {
    if (emz.length !== format.extraMonsterZones) {
      say(`there are ${emz.length} Extra Monster Zones; the ${format.id} format has ${format.extraMonsterZones}`);
    }
    for (let z = 0; z < emz.length; z++) if (emz[z] !== null) list(emz[z], 3, -1, z, -1);
  }
  // Shadow Games tag duels: a mage out of the seat lists their piles in DuelState.shadow.
  for (const m of state.shadow?.mages ?? []) {
    if (!m.aside) continue;
    for (const key of PILE_KEYS) m.aside[key].forEach((id, idx) => list(id, 10, m.side, -1, idx));
  }
  // Xyz Materials are listed by the monster they are attached to, which must be a monster on the field.
  for (let i = 0; i < n; i++) {
    const holder = state.cards[i];
    if (!holder || !holder.materials || holder.materials.length === 0) continue;
    if (holder.location !== 'monster' && holder.location !== 'extraMonster') say(`card ${i} holds Xyz Materials but is not a monster on the field (${holder.location})`);
    holder.materials.forEach((m, idx) => list(m, 9, realId(m) ? state.cards[m]!.owner : -1, -1, idx));
  }

  return seen;
}

/** Each card is somewhere, and its own fields agree with where it is listed. */
function checkCardPlaces(c: Check, seen: Seen): void {
  const { state, say, n } = c;
  const cards = state.cards;
  for (let i = 0; i < n; i++) {
    const c = cards[i];
    if (!c) continue;
    const locIndex = seen.loc[i]!;
    if (locIndex < 0) {
      // A Token that left the field exists nowhere, and that is right.
      if (c.location !== 'gone') say(`card ${i} (location ${c.location}) is not listed in any pile or zone`);
      continue;
    }
    const loc = LOCATION_LIST[locIndex]!;
    const side = seen.side[i]!;
    const zone = seen.zone[i]!;
    if (c.location !== loc) say(`card ${i} says location ${c.location} but is listed in ${placeLabel(loc, side, zone, seen.index[i]!)}`);
    const onField = loc === 'monster' || loc === 'spellTrap' || loc === 'field' || loc === 'extraMonster';
    if (onField) {
      if (c.zone !== zone) say(`card ${i} says zone ${c.zone} but is in ${placeLabel(loc, side, zone, seen.index[i]!)}`);
      if (side >= 0 && c.controller !== side) say(`card ${i} has controller ${c.controller} but is in ${placeLabel(loc, side, zone, seen.index[i]!)}`);
      if ((loc === 'monster' || loc === 'extraMonster') && !c.faceUp && c.position !== 'defense') {
        say(`card ${i} is a face-down monster in Attack Position`);
      }
    } else {
      if (c.zone !== -1) say(`card ${i} is in ${placeLabel(loc, side, zone, seen.index[i]!)} but has zone ${c.zone}`);
      if (side !== c.owner) say(`card ${i} belongs to player ${c.owner} but is in ${placeLabel(loc, side, zone, seen.index[i]!)}`);
      if (c.controller !== c.owner) say(`card ${i} is off the field (${placeLabel(loc, side, zone, seen.index[i]!)}) but controlled by player ${c.controller}, not its owner`);
      if ((loc === 'deck' || loc === 'hand') && c.faceUp) say(`card ${i} is face-up in ${placeLabel(loc, side, zone, seen.index[i]!)}`);
      if (c.arrival !== null) say(`card ${i} is off the field (${placeLabel(loc, side, zone, seen.index[i]!)}) with arrival ${c.arrival}`);
    }
  }

}

/** Turn, phase, decision and result. */
function checkTurnAndDecision(c: Check): void {
  const { state, say } = c;
  if (!isCount(state.turn)) say(`turn is ${String(state.turn)}`);
  if (!isPlayer(state.turnPlayer)) say(`turnPlayer is ${String(state.turnPlayer)}`);
  if (!isPlayer(state.firstPlayer)) say(`firstPlayer is ${String(state.firstPlayer)}`);
  if (!PHASE_SET.has(state.phase)) say(`phase is ${String(state.phase)}`);
  if (state.step !== null && !STEPS.has(state.step)) say(`step is ${String(state.step)}`);
  if (state.step !== null && state.phase !== 'battle') say(`step ${state.step} outside the Battle Phase`);
  const result = state.result;
  if (result) {
    if (result.winner !== null && !isPlayer(result.winner)) say(`result winner is ${String(result.winner)}`);
    if (!REASONS.has(result.reason)) say(`result reason is ${String(result.reason)}`);
  }
  const pending = state.pending;
  if (!result && !pending) say('the duel is not over but no decision is pending');
  if (result && pending) say('the duel is over but a decision is still pending');
  if (pending) {
    if (!isPlayer(pending.player)) say(`pending.player is ${String(pending.player)}`);
    if (!DECISIONS.has(pending.kind)) say(`pending decision kind is ${String(pending.kind)}`);
    switch (pending.kind) {
      case 'main':
        if (state.phase !== 'main1' && state.phase !== 'main2') say(`a main decision is pending in phase ${state.phase}`);
        if (pending.player !== state.turnPlayer) say('a main decision is pending for the player whose turn it is not');
        break;
      case 'battle':
      case 'replay':
        if (state.phase !== 'battle') say(`a ${pending.kind} decision is pending in phase ${state.phase}`);
        if (pending.player !== state.turnPlayer) say(`a ${pending.kind} decision is pending for the player whose turn it is not`);
        if (pending.kind === 'replay' && !state.battle) say('a replay decision is pending with no attack in progress');
        break;
      case 'respond':
        if (!state.window) say('a response decision is pending with no window open');
        if (state.window?.kind === 'attack-declared' && !state.battle) say('an attack-declared window is open with no attack in progress');
        if (state.window && pending.window !== state.window.kind) say(`the response decision is for a ${pending.window} window but the ${state.window.kind} window is open`);
        break;
      case 'choose':
        if (!state.process) say('a choice is pending with nothing waiting for it');
        if (pending.picked.length >= pending.max) say('a choice is pending that already has all its picks');
        for (const c of pending.picked) if (!pending.candidates.includes(c)) say(`a picked value ${c} is not a candidate`);
        break;
      case 'yes-no':
        if (!state.process) say('a yes/no question is pending with nothing waiting for it');
        break;
      case 'discard': {
        if (state.phase !== 'end') say(`a discard decision is pending in phase ${state.phase}`);
        if (pending.player !== state.turnPlayer) say('a discard decision is pending for the player whose turn it is not');
        const hand = state.players?.[pending.player]?.hand.length ?? 0;
        if (pending.count !== hand - state.format.handLimit || pending.count <= 0) {
          say(`discard count ${pending.count} does not match hand size ${hand} over the limit ${state.format.handLimit}`);
        }
        break;
      }
    }
  }

}

/** References to cards elsewhere in the state, the chain and lingering effects, counters and the log. */
function checkReferences(c: Check): void {
  const { state, say, realId } = c;
  const pending = state.pending;
  const tr = state.turnRecord;
  if (!tr) say('turnRecord is missing');
  else {
    for (const id of tr.positionChanged) if (!realId(id)) say(`turnRecord.positionChanged holds ${String(id)}, not a card`);
    for (const id of tr.attacked) if (!realId(id)) say(`turnRecord.attacked holds ${String(id)}, not a card`);
    // A monster may be listed more than once: the record keeps one entry per attack declared, and
    // 'extra-attacks' / 'attack-again' monsters (Hayabusa Knight, Gray Wing) declare several.
    if (typeof tr.normalSummonUsed !== 'boolean') say('turnRecord.normalSummonUsed is not a boolean');
  }
  const battle = state.battle;
  if (battle) {
    if (!realId(battle.attacker)) say(`battle.attacker ${String(battle.attacker)} is not a card`);
    if (battle.target !== null && !realId(battle.target)) say(`battle.target ${String(battle.target)} is not a card`);
    for (const id of battle.opponentMonsters) if (!realId(id)) say(`battle.opponentMonsters holds ${String(id)}, not a card`);
    if (state.phase !== 'battle') say(`an attack is in progress in phase ${state.phase}`);
  }

  // --- The chain and lingering effects.
  for (const [i, link] of (state.chain ?? []).entries()) {
    if (!realId(link.card)) say(`chain link ${i + 1} names ${String(link.card)}, not a card`);
    // Simultaneous trigger effects may stack Spell Speed 1 links; nothing else may.
    if (i > 0 && link.speed < 2 && link.event === null) say(`chain link ${i + 1} has Spell Speed ${link.speed} but is not Chain Link 1 or a trigger`);
  }
  if (state.stage === 'resolving' && state.chain.length === 0 && pending?.kind !== 'choose' && pending?.kind !== 'yes-no') {
    say('the engine is resolving a chain that is empty');
  }
  for (const l of state.lingering ?? []) {
    const named = l.affects && 'card' in l.affects ? l.affects.card : l.code === 'floating-trigger' ? l.value.card : undefined;
    if (named !== undefined && !realId(named)) say(`a floating ${String(l.code)} effect names ${String(named)}, not a card`);
  }

  // --- Counters and the log.
  if (!isCount(state.actionCount)) say(`actionCount is ${String(state.actionCount)}`);
  if (!isCount(state.eventCount)) say(`eventCount is ${String(state.eventCount)}`);
  if (!Array.isArray(state.log)) say('log is not an array');
  else if (state.log.length < state.actionCount) say(`the action log has ${state.log.length} entries but actionCount is ${state.actionCount}`);
  if (!Array.isArray(state.prng) || state.prng.length !== 4 || !state.prng.every((x) => Number.isInteger(x) && x >= 0 && x <= 0xffffffff)) {
    say('prng is not four 32-bit unsigned integers');
  }
}
