/**
 * Where cards are, and moving them. Every move goes through `moveCard`, which keeps the
 * card's own location fields and the piles that list it in agreement: a card instance is
 * always in exactly one place.
 */
import { banishInstead } from './banishInstead.js';
import type { Tx } from './tx.js';
import type { CardInstance, CardStatic, DuelState, Location, PlayerId, Position, Writable } from './types.js';

export const opponentOf = (p: PlayerId): PlayerId => (p === 0 ? 1 : 0);

/**
 * The catalog object of a duel is shared by every state of that duel and never changes,
 * so a Map built from it once is reused; object lookups by large numeric keys are slow.
 * Kept per catalog (so interleaved duels do not rebuild each other's) in a WeakMap here
 * rather than on the EngineContext: staticOf and cardName are called from text and card
 * code that has a state but no engine context, and the Map depends on the catalog alone.
 * The last catalog used is checked first because nearly every call is for the same duel.
 */
const catalogMaps = new WeakMap<DuelState['catalog'], Map<number, CardStatic>>();
let lastCatalog: DuelState['catalog'] | null = null;
let lastMap = new Map<number, CardStatic>();

export function staticOf(state: DuelState, card: CardInstance): CardStatic {
  if (state.catalog !== lastCatalog) {
    let map = catalogMaps.get(state.catalog);
    if (!map) {
      map = new Map(Object.values(state.catalog).map((f) => [f.passcode, f]));
      catalogMaps.set(state.catalog, map);
    }
    lastCatalog = state.catalog;
    lastMap = map;
  }
  const facts = lastMap.get(card.passcode) ?? state.catalog[card.passcode];
  if (!facts) throw new Error(`card ${card.id} has passcode ${card.passcode} missing from the catalog`);
  return facts;
}

export function cardName(state: DuelState, id: number): string {
  const card = state.cards[id];
  return card ? staticOf(state, card).name : `card #${id}`;
}

export const isOnField = (loc: Location): boolean =>
  loc === 'monster' || loc === 'extraMonster' || loc === 'spellTrap' || loc === 'field';

export const isMonsterZone = (loc: Location): boolean => loc === 'monster' || loc === 'extraMonster';

/** Monsters a player controls, Main Monster Zones first then Extra Monster Zones, in zone order. */
export function monstersControlledBy(state: DuelState, p: PlayerId): number[] {
  const out: number[] = [];
  for (const id of state.players[p].monsters) if (id !== null) out.push(id);
  for (const id of state.extraMonsterZones) if (id !== null && state.cards[id]!.controller === p) out.push(id);
  return out;
}

/** The first Main Monster Zone of `p` that is empty and may be used, or -1. */
export function freeMonsterZone(state: DuelState, p: PlayerId): number {
  const zones = state.players[p].monsters;
  const unusable = unusableZoneMask(state, p);
  if (unusable === 0) return zones.indexOf(null);
  for (let i = 0; i < zones.length; i++) if (zones[i] === null && (unusable & (1 << i)) === 0) return i;
  return -1;
}

/** How many Main Monster Zones of `p` are empty and may be used. */
export function freeMonsterZoneCount(state: DuelState, p: PlayerId): number {
  const zones = state.players[p].monsters;
  const unusable = unusableZoneMask(state, p);
  let n = 0;
  for (let i = 0; i < zones.length; i++) if (zones[i] === null && (unusable & (1 << i)) === 0) n++;
  return n;
}

/** The first of `zones` (Main Monster Zones of `p`) that is empty and usable, for "to a zone it points to"; undefined when none is. */
export function freeZoneAmong(state: DuelState, p: PlayerId, zones: readonly number[]): number | undefined {
  const unusable = unusableZoneMask(state, p);
  return zones.find((z) => state.players[p].monsters[z] === null && (unusable & (1 << z)) === 0);
}

/**
 * The Main Monster Zones of `p` that cannot be used now, a bit per zone: those an
 * 'unusable-monster-zones' floating effect names while its monster stays face-up where it
 * was (Ojama King). No floating effect at all, the common case, costs one length check.
 */
export function unusableZoneMask(state: DuelState, p: PlayerId): number {
  const limited = state.shadow === undefined ? 0 : shadowFullMask(state, p);
  if (state.lingering.length === 0) return limited;
  let mask = limited;
  for (const e of state.lingering) {
    if (e.code !== 'unusable-monster-zones' || e.value.player !== p || !('card' in e.affects)) continue;
    const holder = state.cards[e.affects.card]!;
    if (holder.moves !== e.affects.moves || !holder.faceUp || !isMonsterZone(holder.location)) continue;
    for (const z of e.value.zones) mask |= 1 << z;
  }
  return mask;
}

/**
 * Shadow Games (shadow.control-limits): a mage at their monster limit (1 + half their Mind,
 * rounded down) has no usable empty zone, so no Summon or effect puts another monster there.
 */
function shadowFullMask(state: DuelState, p: PlayerId): number {
  const shadow = state.shadow!;
  const mage = shadow.mages[shadow.active[p]];
  if (!mage) return 0;
  const zones = state.players[p].monsters;
  let used = 0;
  for (const id of zones) if (id !== null) used++;
  if (used < 1 + Math.floor(mage.mage.mind / 2)) return 0;
  let mask = 0;
  for (let i = 0; i < zones.length; i++) if (zones[i] === null) mask |= 1 << i;
  return mask;
}


interface Destination {
  to: Location;
  /** A change of control on the field: keep how and when the monster arrived. */
  keepArrival?: boolean;
  /** Whose side a field card goes to; piles off the field always belong to the owner. */
  controller?: PlayerId;
  zone?: number;
  position?: Position;
  faceUp?: boolean;
  /** For the Deck: put on top instead of the bottom. */
  top?: boolean;
  /** For 'material': the Xyz Monster it is attached to. */
  holder?: number;
}

function removeFromPile(tx: Tx, card: CardInstance): void {
  const p = card.controller;
  switch (card.location) {
    case 'monster':
      tx.zones(p, 'monsters')[card.zone] = null;
      return;
    case 'spellTrap':
      tx.zones(p, 'spellTraps')[card.zone] = null;
      return;
    case 'extraMonster':
      tx.extraMonsterZones()[card.zone] = null;
      return;
    case 'field':
      tx.player(p).fieldZone = null;
      return;
    case 'gone':
      return;
    case 'material':
      detachFromHolder(tx, card.id);
      return;
    case 'aside':
      // Only the seat hand-over (shadow/seats.ts) moves a set-aside card; nothing else may reach it.
      throw new Error(`card ${card.id} is set aside with a mage out of the seat`);
    default: {
      const pile = tx.pile(card.owner, card.location);
      const at = pile.indexOf(card.id);
      if (at < 0) throw new Error(`card ${card.id} is not in ${card.location} of player ${card.owner}`);
      pile.splice(at, 1);
    }
  }
}

/** Takes an Xyz Material out from under the monster that holds it (a material is listed only there). */
function detachFromHolder(tx: Tx, id: number): void {
  const holder = tx.s.cards.find((c) => c.materials.length > 0 && c.materials.includes(id));
  if (holder) tx.card(holder.id).materials = holder.materials.filter((m) => m !== id);
}

/** Pendulum Zones and the face-up Extra Deck came with the modern field: formats with Extra Monster Zones play them. */
export const playsPendulum = (state: DuelState): boolean => state.extraMonsterZones.length > 0;

/** Is card `id` a face-up Pendulum Monster Card in a Pendulum Zone (the leftmost or rightmost Spell & Trap Zone): a Scale? */
export function isPendulumScale(state: DuelState, id: number): boolean {
  const card = state.cards[id]!;
  if (card.location !== 'spellTrap' || !card.faceUp || !playsPendulum(state)) return false;
  if (card.zone !== 0 && card.zone !== state.format.spellTrapZones - 1) return false;
  return staticOf(state, card).subtypes.includes('Pendulum');
}

/**
 * Rulebook, Pendulum Monsters: a Pendulum Monster Card on the field (as a monster or as a
 * Scale) that would be sent to the Graveyard is placed face-up on its owner's Extra Deck instead.
 */
function pendulumInstead(tx: Tx, before: CardInstance, dest: Destination): Destination {
  if (dest.to !== 'graveyard' || !isOnField(before.location) || !playsPendulum(tx.s)) return dest;
  return staticOf(tx.s, before).subtypes.includes('Pendulum') ? { to: 'extra', faceUp: true } : dest;
}

/** An Xyz Monster leaving the field takes its materials along: they go to the Graveyard (rulebook, Xyz Materials). */
function sendMaterialsToGraveyard(tx: Tx, holder: number): void {
  for (const m of tx.s.cards[holder]!.materials) {
    moveCard(tx, m, { to: 'graveyard', faceUp: true });
    tx.emit({ type: 'sent-to-graveyard', card: m, reason: 'rule', from: 'material' });
  }
}

/** A card off the field keeps no position, arrival or counters; the piles' faces. */
function resetOffField(card: Writable<CardInstance>, dest: Destination): void {
  card.arrival = null;
  // Proper-summon status survives the Graveyard, banishment and the face-up Extra Deck, not a return to hand or Deck.
  if (dest.to !== 'graveyard' && dest.to !== 'banished' && !(dest.to === 'extra' && dest.faceUp === true)) card.properlySummoned = false;
  card.position = 'attack';
  card.faceUp = dest.to === 'graveyard' || dest.to === 'banished' || dest.to === 'material' ? dest.faceUp ?? true : false;
  // Only a Pendulum Monster goes to the Extra Deck face-up (pendulumInstead).
  if (dest.to === 'extra' && dest.faceUp === true) card.faceUp = true;
  if (Object.keys(card.counters).length > 0) card.counters = {};
}

/** What leaving the field does before the move itself; returns where the card really goes. */
function leaveField(tx: Tx, id: number, before: CardInstance, dest: Destination): Destination {
  if (before.materials.length > 0 && !isOnField(dest.to) && isMonsterZone(before.location)) sendMaterialsToGraveyard(tx, id);
  if (isOnField(dest.to) || !isOnField(before.location)) return dest;
  // A Token that leaves the field, for wherever, simply vanishes (rule rules.tokens).
  if (dest.to !== 'gone' && staticOf(tx.s, before).frame === 'token') return { to: 'gone' };
  // "A monster you controlled was sent to your Graveyard this turn" (Last Will) is remembered for the turn.
  if (dest.to === 'graveyard' && isMonsterZone(before.location) && before.controller === before.owner) {
    tx.noteThisTurn('sentFromField', { owner: before.owner, card: id });
  }
  return dest;
}

export function moveCard(tx: Tx, id: number, dest: Destination): void {
  const before = tx.s.cards[id];
  if (!before) throw new Error(`no card instance ${id}`);
  dest = pendulumInstead(tx, before, dest);
  if (tx.ctx && !isOnField(dest.to)) {
    const to = banishInstead(tx, before, dest.to);
    if (to !== dest.to) dest = { to, faceUp: true };
  }
  dest = leaveField(tx, id, before, dest);
  removeFromPile(tx, before);
  const card = tx.card(id);
  const controller = isOnField(dest.to) ? dest.controller ?? card.controller : card.owner;
  card.location = dest.to;
  card.controller = controller;
  if (!dest.keepArrival) card.arrivedTurn = tx.s.turn;
  card.zone = -1;
  card.moves += 1;
  if (!isOnField(dest.to)) card.equippedTo = null;
  if (dest.to === 'gone') return;
  if (!isOnField(dest.to)) {
    resetOffField(card, dest);
  } else {
    card.position = dest.position ?? 'attack';
    card.faceUp = dest.faceUp ?? true;
  }
  switch (dest.to) {
    case 'monster': {
      const zones = tx.zones(controller, 'monsters');
      const zone = dest.zone ?? freeMonsterZone(tx.s, controller);
      if (zone < 0 || zones[zone] !== null) throw new Error(`monster zone ${zone} of player ${controller} is not free`);
      zones[zone] = id;
      card.zone = zone;
      return;
    }
    case 'extraMonster': {
      const zones = tx.extraMonsterZones();
      const zone = dest.zone ?? -1;
      if (zone < 0 || zones[zone] !== null) throw new Error(`extra monster zone ${zone} is not free`);
      zones[zone] = id;
      card.zone = zone;
      return;
    }
    case 'spellTrap': {
      const zones = tx.zones(controller, 'spellTraps');
      const zone = dest.zone ?? zones.indexOf(null);
      if (zone < 0 || zones[zone] !== null) throw new Error(`spell/trap zone ${zone} of player ${controller} is not free`);
      zones[zone] = id;
      card.zone = zone;
      return;
    }
    case 'field':
      if (tx.s.players[controller].fieldZone !== null) throw new Error(`field zone of player ${controller} is not free`);
      tx.player(controller).fieldZone = id;
      card.zone = 0;
      return;
    case 'deck': {
      const deck = tx.pile(card.owner, 'deck');
      if (dest.top) deck.unshift(id);
      else deck.push(id);
      return;
    }
    case 'material': {
      if (dest.holder === undefined) throw new Error(`card ${id} attached as a material to no monster`);
      const holder = tx.card(dest.holder);
      holder.materials = [...holder.materials, id];
      return;
    }
    case 'aside':
      throw new Error(`card ${id} cannot be moved aside: only the seat hand-over sets cards aside`);
    default:
      tx.pile(card.owner, dest.to).push(id);
  }
}

/** Sends a monster from the field to its owner's Graveyard. */
export function sendToGraveyard(tx: Tx, id: number): void {
  moveCard(tx, id, { to: 'graveyard', faceUp: true });
}
