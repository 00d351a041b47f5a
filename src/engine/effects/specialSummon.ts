/**
 * Special Summons by card effects: whether one may happen at all, which monsters may be
 * Special Summoned by an effect, where a Fusion or Ritual Summon goes, and the two
 * summons the effect API performs whole (by a monster's own procedure, and Tokens).
 */
import { hasEffect } from '../activeEffects.js';
import { noteSummon } from '../summon.js';
import { freeMonsterZone, moveCard, staticOf, unusableZoneMask } from '../zones.js';
import type { EngineContext } from '../context.js';
import type { Tx } from '../tx.js';
import type { CardStatic, DuelState, PlayerId, Position } from '../types.js';
import { extraDeckPlacements, type Placement } from '../summon/extraZones.js';

/** May `player` Special Summon at all now (not after Scapegoat this turn)? */
export function maySpecialSummon(state: DuelState, player: PlayerId): boolean {
  return !hasEffect(state, undefined, { player }, 'cannot-summon');
}

/**
 * May a card effect Special Summon this monster from where it is? Ritual Monsters, Extra
 * Deck monsters and Special Summon Monsters only after they were properly Summoned by
 * their own procedure (rule summon.proper); that status is lost in the hand and Deck.
 */
export function canBeSpecialSummonedByEffect(state: DuelState, ctx: EngineContext | undefined, id: number): boolean {
  const card = state.cards[id];
  if (!card) return false;
  const facts = staticOf(state, card);
  if (facts.kind !== 'monster' || facts.frame === 'token') return false;
  if (ctx?.scripts?.(facts.passcode, state.format.id)?.cannotBeSpecialSummoned === true) return false;
  const ownWayOnly = facts.extraDeck || facts.frame === 'ritual' || !facts.normalSummonable || ctx?.scripts?.(facts.passcode, state.format.id)?.specialSummonOnly === true;
  return !ownWayOnly || card.properlySummoned;
}

/**
 * May this monster be Special Summoned in the way `how` names ('effect': a card's effect
 * that Special Summons a monster; any other name: a card's own way of bringing out a
 * monster, such as Metamorphosis)? A monster that must be Fusion Summoned comes out no
 * other way until it has been (rule summon.proper).
 */
export function canBeSpecialSummonedBy(state: DuelState, ctx: EngineContext | undefined, id: number, how: string): boolean {
  if (how === 'effect') return canBeSpecialSummonedByEffect(state, ctx, id);
  const card = state.cards[id];
  if (!card) return false;
  const script = ctx?.scripts?.(card.passcode, state.format.id);
  if (script?.cannotBeSpecialSummoned === true) return false;
  return script?.mustBeFusionSummoned !== true;
}

/**
 * Where a Fusion or Ritual Summon of `id` by `player` would put it once the cards in
 * `leaving` (materials, Tributes) are gone: 'main' for a Main Monster Zone, the places an
 * Extra Deck monster may go (extraZones.ts: an Extra Monster Zone or a linked Main
 * Monster Zone), null if there is no room.
 */
export function procedureZone(state: DuelState, player: PlayerId, id: number, leaving: readonly number[]): 'main' | readonly Placement[] | null {
  const card = state.cards[id]!;
  if (staticOf(state, card).extraDeck && card.location === 'extra' && state.extraMonsterZones.length > 0) {
    const allowed = extraDeckPlacements(state, player, id, leaving);
    return allowed.length > 0 ? allowed : null;
  }
  const frees = (zoneId: number | null): boolean => zoneId === null || leaving.includes(zoneId);
  // A zone an effect makes unusable (Ojama King) stays so when its monster leaves it.
  const unusable = unusableZoneMask(state, player);
  return state.players[player].monsters.some((z, i) => frees(z) && (unusable & (1 << i)) === 0 && (z === null || state.cards[z]!.controller === player)) ? 'main' : null;
}

/**
 * A Fusion or Ritual Summon: the monster's own way onto the field, so it counts as
 * properly Special Summoned (rule summon.proper). A monster from the Extra Deck goes to
 * an Extra Monster Zone or a linked Main Monster Zone in formats that have them (rule
 * summon.extra-deck-zones), otherwise to a Main Monster Zone. Materials or Tributes must
 * already be gone. `pickPlace` asks the player when there is more than one place.
 */
export function summonByProcedure(
  tx: Tx,
  id: number,
  player: PlayerId,
  position: Position,
  procedure: 'fusion' | 'ritual',
  pickPlace: (allowed: readonly Placement[]) => Placement,
): boolean {
  const card = tx.s.cards[id];
  if (!card || !maySpecialSummon(tx.s, player)) return false;
  const where = procedureZone(tx.s, player, id, []);
  if (where === null) return false;
  if (where === 'main') moveCard(tx, id, { to: 'monster', controller: player, position, faceUp: true });
  else {
    // Modern rulebook: when both Extra Monster Zones (or linked zones) are free, the player picks one.
    // Only a choice that involves an Extra Monster Zone is asked; Main Monster Zones fill in order as for any Summon.
    const place = where.length > 1 && where.some((p) => p.to === 'extraMonster') ? pickPlace(where) : where[0]!;
    moveCard(tx, id, { to: place.to, controller: player, zone: place.zone, position, faceUp: true });
  }
  const c = tx.card(id);
  c.arrival = 'special';
  c.properlySummoned = true;
  noteSummon(tx, player);
  tx.emit({ type: 'special-summon', player, card: id, procedure, position });
  return true;
}

/** A Token: a monster made by an effect that vanishes when it leaves the field. */
/** `summoner`: who Special Summons it, when not the player whose field it goes to (Ojama Trio). */
export function createToken(tx: Tx, player: PlayerId, facts: CardStatic, position: Position, summoner: PlayerId = player): number | null {
  if (freeMonsterZone(tx.s, player) < 0) return null;
  const id = tx.s.cards.length;
  tx.addCatalogEntry(facts);
  tx.addCard({
    id,
    passcode: facts.passcode,
    owner: player,
    controller: player,
    location: 'gone',
    zone: -1,
    position,
    faceUp: true,
    arrivedTurn: tx.s.turn,
    arrival: null,
    properlySummoned: false,
    counters: {},
    materials: [],
    moves: 0,
    equippedTo: null,
  });
  moveCard(tx, id, { to: 'monster', controller: player, position, faceUp: true });
  tx.card(id).arrival = 'special';
  noteSummon(tx, summoner);
  tx.emit({ type: 'special-summon', player: summoner, card: id, procedure: 'token', position });
  return id;
}
