/**
 * Builds the DuelState a scenario starts from. Pure: the caller passes a card lookup
 * (name → CardStatic) and the engine context, nothing is read from disk.
 *
 * Instance ids follow the order of appearance: player 0 then player 1, each with hand,
 * deck, monsters, spellTraps, graveyard, banished, extra; then the Extra Monster Zones.
 * After placing the cards the pending decision is set for the phase (Main Phase →
 * `main`, Battle Phase → `battle` in the Battle Step, Draw Phase → the turn starts and
 * draws, End Phase → hand limit) and single-option decisions are settled as in play.
 */
import { placeMages } from './shadow.js';
import { placePartners } from './shadowPartners.js';
import { playsDamageStep2005 } from '../../damageStep2005.js';
import { settle } from '../../actions.js';
import { askForHandLimit, openState, openWindow, startTurn } from '../../flow.js';
import { offerResponse } from '../../chain/activation.js';
import { effectOf, scriptFor, speedOf } from '../../chain/effectLookup.js';
import { monstersControlledBy } from '../../zones.js';
import { blankState, newCardInstance } from '../../setup.js';
import { Tx } from '../../tx.js';
import type { EngineContext } from '../../context.js';
import type { CardInstance, CardStatic, DuelEvent, DuelState, Location, PlayerId, StateDraft, Writable } from '../../types.js';
import { derivedFirstPlayer, toScenarioCards, type Scenario, type ScenarioLookup, type ScenarioPlayer } from './schema.js';

export type BoardSpec = Omit<Scenario, 'steps' | 'name' | 'description'> & { name?: string };

export interface BuiltBoard {
  state: DuelState;
  /** Events of the setup itself (the Draw Phase draw, auto-taken decisions). */
  events: DuelEvent[];
}

type AddCard = (name: string, owner: PlayerId, location: Location) => Writable<CardInstance>;
type PendingEquip = { card: Writable<CardInstance>; to: string; player: PlayerId };

export function buildBoard(spec: BoardSpec, lookup: ScenarioLookup, ctx: EngineContext): BuiltBoard {
  const cards = toScenarioCards(lookup);
  const s = blankState({ format: spec.format, seed: String(spec.seed ?? spec.name ?? 'scenario') }, ctx);
  const earlier = Math.max(0, spec.turn - 1);
  s.turn = spec.turn;
  s.turnPlayer = spec.turnPlayer;
  s.firstPlayer = spec.firstPlayer ?? derivedFirstPlayer(spec.turn, spec.turnPlayer);
  s.turnRecord = { normalSummonUsed: spec.normalSummonUsed, positionChanged: [], attacked: [] };

  const add: AddCard = (name, owner, location) => {
    const facts: CardStatic | undefined = cards.find(name);
    if (!facts) throw new Error(`scenario board: no card named "${name}"`);
    s.catalog[facts.passcode] = facts;
    const card = newCardInstance(s.cards.length, facts.passcode, owner, location);
    card.arrivedTurn = earlier;
    s.cards.push(card);
    return card;
  };

  const equips: PendingEquip[] = [];
  spec.players.forEach((side, index) => placeSide(s, side, index as PlayerId, add, equips, earlier));
  for (const e of equips) attachEquip(s, e);
  if (spec.format === 'shadow-games') placeMages(s, spec.mages, cards);
  if (spec.format === 'shadow-games' && spec.partners?.length) placePartners(s, spec.partners, cards, add);
  spec.extraMonsterZones?.forEach((entry, zone) => {
    if (entry) placeExtraMonsterZone(s, spec, entry, zone, add, earlier);
  });
  if (spec.phase === 'standby' || (spec.phase === 'battle' && spec.step !== undefined && spec.step !== 'battle') || spec.chain) {
    return startMidTurn(s, spec, ctx);
  }
  return startPhase(s, spec, ctx);
}

/** One player's cards: LP, hand, Deck, zones, Graveyard, banished, Extra Deck and Tokens (ids in that order). */
function placeSide(s: StateDraft, side: ScenarioPlayer, p: PlayerId, add: AddCard, equips: PendingEquip[], earlier: number): void {
  const pl = s.players[p];
  pl.lp = side.lp ?? s.format.startingLp;
  for (const name of side.hand) pl.hand.push(add(name, p, 'hand').id);
  for (const name of side.deck) pl.deck.push(add(name, p, 'deck').id);
  side.monsters.forEach((entry, i) => {
    if (!entry) return;
    const card = add(entry.card, p, 'monster');
    const zone = (entry.zone ?? i + 1) - 1;
    if (pl.monsters[zone] !== null) throw new Error(`scenario board: player ${p} monster zone ${zone + 1} used twice`);
    card.zone = zone;
    card.position = entry.position;
    card.faceUp = !entry.faceDown;
    card.arrivedTurn = entry.setTurn ?? earlier;
    card.arrival = entry.faceDown ? 'set' : 'normal';
    // An Extra Deck monster on the board got there by its own Summon (rule summon.proper).
    if (s.catalog[card.passcode]!.extraDeck && !entry.faceDown) Object.assign(card, { arrival: 'special', properlySummoned: true });
    pl.monsters[zone] = card.id;
    attachScenarioMaterials(card, entry.materials, p, add);
    if (entry.attacked) s.turnRecord.attacked.push(card.id);
    if (entry.positionChanged) s.turnRecord.positionChanged.push(card.id);
  });
  side.spellTraps.forEach((entry, i) => {
    if (!entry) return;
    const card = add(entry.card, p, 'spellTrap');
    const zone = (entry.zone ?? i + 1) - 1;
    if (pl.spellTraps[zone] !== null) throw new Error(`scenario board: player ${p} spell/trap zone ${zone + 1} used twice`);
    card.zone = zone;
    card.faceUp = !entry.faceDown;
    card.arrivedTurn = entry.setTurn ?? earlier;
    pl.spellTraps[zone] = card.id;
    if (entry.equippedTo) equips.push({ card, to: entry.equippedTo, player: p });
  });
  if (side.fieldZone) {
    const card = add(side.fieldZone.card, p, 'field');
    card.zone = 0;
    card.faceUp = !side.fieldZone.faceDown;
    card.arrivedTurn = side.fieldZone.setTurn ?? earlier;
    pl.fieldZone = card.id;
  }
  for (const name of side.graveyard) {
    const card = add(name, p, 'graveyard');
    card.faceUp = true;
    pl.graveyard.push(card.id);
  }
  for (const name of side.banished) {
    const card = add(name, p, 'banished');
    card.faceUp = true;
    pl.banished.push(card.id);
  }
  for (const name of side.extra) pl.extra.push(add(name, p, 'extra').id);
  for (const name of side.extraFaceUp ?? []) {
    const card = add(name, p, 'extra');
    Object.assign(card, { faceUp: true, properlySummoned: true });
    pl.extra.push(card.id);
  }
  for (const id of [...pl.graveyard, ...pl.banished]) {
    if (side.properlySummoned?.includes(s.catalog[s.cards[id]!.passcode]!.name)) s.cards[id]!.properlySummoned = true;
  }
  side.tokens.forEach((t, i) => placeToken(s, p, t, i, earlier));
}

/** Xyz Materials under a monster of the scenario (they are not on the field: location 'material'). */
function attachScenarioMaterials(holder: Writable<CardInstance>, names: readonly string[] | undefined, owner: PlayerId, add: AddCard): void {
  if (!names || names.length === 0) return;
  holder.materials = names.map((name) => {
    const material = add(name, owner, 'material');
    material.faceUp = true;
    return material.id;
  });
}

/** An Equip Card's monster, once every monster is placed (m1.. own, om1.. the opponent's). */
function attachEquip(s: StateDraft, e: PendingEquip): void {
  const side = e.to.startsWith('o') ? (e.player === 0 ? 1 : 0) : e.player;
  const monster = s.players[side].monsters[Number(e.to.slice(-1)) - 1];
  if (monster === null || monster === undefined) throw new Error(`scenario board: ${e.to} of player ${e.player} holds no monster to equip`);
  if (e.card.faceUp === false) throw new Error(`scenario board: a face-down card cannot be equipped`);
  e.card.equippedTo = monster;
}

function placeExtraMonsterZone(s: StateDraft, spec: BoardSpec, entry: NonNullable<NonNullable<BoardSpec['extraMonsterZones']>[number]>, zone: number, add: AddCard, earlier: number): void {
  if (zone >= s.extraMonsterZones.length) throw new Error(`scenario board: no Extra Monster Zone ${zone + 1} in ${spec.format}`);
  const card = add(entry.card, entry.controller, 'extraMonster');
  card.zone = zone;
  card.position = entry.position;
  card.faceUp = !entry.faceDown;
  card.arrivedTurn = entry.setTurn ?? earlier;
  card.arrival = entry.faceDown ? 'set' : 'special';
  card.properlySummoned = !entry.faceDown;
  s.extraMonsterZones[zone] = card.id;
  attachScenarioMaterials(card, entry.materials, entry.controller, add);
  if (entry.attacked) s.turnRecord.attacked.push(card.id);
  if (entry.positionChanged) s.turnRecord.positionChanged.push(card.id);
}

/** The decision a phase starts with (Draw Phase: the turn begins and draws; End Phase: the hand limit). */
function startPhase(s: StateDraft, spec: BoardSpec, ctx: EngineContext): BuiltBoard {
  const tp = spec.turnPlayer;
  switch (spec.phase) {
    case 'draw': {
      // The turn begins: startTurn counts it, resets the turn record and draws (or not).
      s.turn = spec.turn - 1;
      const tx = new Tx(s);
      startTurn(tx, tp);
      settle(tx, ctx);
      return { state: tx.s, events: tx.events };
    }
    case 'end': {
      s.phase = 'end';
      const tx = new Tx(s);
      askForHandLimit(tx);
      settle(tx, ctx);
      return { state: tx.s, events: tx.events };
    }
    case 'battle':
      s.phase = 'battle';
      s.step = 'battle';
      s.pending = { kind: 'battle', player: tp };
      break;
    case 'main1':
    case 'main2':
      s.phase = spec.phase;
      s.step = null;
      s.pending = { kind: 'main', player: tp };
      break;
  }
  const tx = new Tx(s);
  settle(tx, ctx);
  return { state: tx.s, events: tx.events };
}

/** Token facts have no card to look up: they are made from the entry (a Token has frame 'token'). */
function placeToken(s: StateDraft, p: PlayerId, t: ScenarioPlayer['tokens'][number], index: number, earlier: number): void {
  const passcode = t.passcode ?? 9_000_000 + p * 10 + index;
  const facts: CardStatic = { passcode, name: t.name, kind: 'monster', frame: 'token', subtypes: ['Token'], attribute: t.attribute, race: t.race, level: t.level, atk: t.atk, def: t.def, extraDeck: false, normalSummonable: false };
  s.catalog[passcode] = facts;
  const card = newCardInstance(s.cards.length, passcode, p, 'monster');
  const zones = s.players[p].monsters;
  const zone = t.zone !== undefined ? t.zone - 1 : zones.indexOf(null);
  if (zone < 0 || zones[zone] !== null) throw new Error(`scenario board: no free Main Monster Zone for ${t.name} of player ${p}`);
  Object.assign(card, { zone, position: t.position, faceUp: true, arrivedTurn: earlier, arrival: 'special' });
  s.cards.push(card);
  zones[zone] = card.id;
}

function zoneCard(s: DuelState, player: PlayerId, ref: string): number {
  const own = !ref.startsWith('o');
  const side = (own ? player : 1 - player) as PlayerId;
  const r = own ? ref : ref.slice(1);
  const index = Number(r.replace(/^\D+/, '')) - 1;
  const id = r === 'fz' ? s.players[side].fieldZone : r.startsWith('em') ? s.extraMonsterZones[index] : r.startsWith('m') ? s.players[side].monsters[index] : s.players[side].spellTraps[index];
  if (id === null || id === undefined) throw new Error(`scenario board: ${ref} of player ${player} is empty`);
  return id;
}

/**
 * A start in the middle of a turn: the Standby Phase, a Battle Phase step other than the
 * Battle Step (the Damage Step with its attack), and/or a chain already open.
 */
function startMidTurn(s: StateDraft, spec: BoardSpec, ctx: EngineContext): BuiltBoard {
  s.phase = spec.phase;
  s.step = spec.phase === 'battle' ? (spec.step ?? 'battle') : null;
  const tp = spec.turnPlayer;
  if (spec.step === 'damage' && spec.battle) {
    const attacker = zoneCard(s, tp, spec.battle.attacker);
    const target = spec.battle.target === null ? null : zoneCard(s, tp, spec.battle.target);
    s.turnRecord.attacked.push(attacker);
    s.battle = { attacker, target, opponentMonsters: monstersControlledBy(s, tp === 0 ? 1 : 0) };
  }
  const tx = new Tx(s);
  if (s.battle) {
    // The window before damage calculation; in the 2005 Damage Step it leads to the window during it.
    openWindow(tx, 'damage-step', playsDamageStep2005(tx.s) ? { to: 'during-damage' } : { to: 'damage-calculation' });
  } else {
    openState(tx);
  }
  if (spec.chain) {
    for (const entry of spec.chain) {
      const card = zoneCard(tx.s, entry.player, entry.zone);
      const facts = tx.s.catalog[tx.s.cards[card]!.passcode]!;
      if (!tx.s.cards[card]!.faceUp) throw new Error(`scenario board: ${facts.name} (${entry.zone}) is on the chain, so it must be face-up`);
      const def = entry.effect ? effectOf(tx.s, ctx, card, entry.effect) : scriptFor(tx.s, ctx, card)?.effects?.[0];
      if (!def) throw new Error(`scenario board: ${facts.name} has no effect ${entry.effect ?? ''} to put on the chain`);
      const targets = entry.targets.map((ref) => zoneCard(tx.s, entry.player, ref)).map((id) => ({ id, moves: tx.s.cards[id]!.moves }));
      const cardActivation = def.kind === 'spell' || def.kind === 'trap';
      tx.chain().push({ player: entry.player, card, effect: def.id, speed: speedOf(facts, def), targets: targets.length ? [targets] : [], cardActivation, negated: null, event: null, sourceMoves: tx.s.cards[card]!.moves });
    }
    if (!tx.s.window) tx.s.window = { kind: 'open', event: null, resume: { to: 'open' } };
    offerResponse(tx, spec.chain[spec.chain.length - 1]!.player);
  }
  settle(tx, ctx);
  return { state: tx.s, events: tx.events };
}
