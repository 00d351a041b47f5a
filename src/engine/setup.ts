/**
 * Creating a duel from its config: card instances with ids in seeded random order,
 * shuffled Decks, opening hands, and the first turn up to its first decision.
 */
import { settle } from './actions.js';
import { drawCard, startTurn } from './flow.js';
import { nextInt, seedPrng, shuffleInPlace } from './prng.js';
import { Tx } from './tx.js';
import { getFormat } from './format.js';
import { shadowStateFor } from './shadow/state.js';
import { deckOwners, seatFirstMages } from './shadow/setupTeams.js';
import { NO_TURN_USES } from './turnUses.js';
import type { EngineContext } from './context.js';
import type { CardInstance, CardStatic, DuelConfig, DuelEvent, DuelState, PlayerId, PlayerState, StateDraft, Writable } from './types.js';

export type CardLookup = (passcode: number) => CardStatic | undefined;

export type NewDuelResult =
  | { ok: true; state: DuelState; events: DuelEvent[] }
  | { ok: false; problems: string[] };

function emptyPlayer(lp: number, monsterZones: number, spellZones: number): Writable<PlayerState> {
  return {
    lp,
    deck: [],
    hand: [],
    monsters: Array<number | null>(monsterZones).fill(null),
    spellTraps: Array<number | null>(spellZones).fill(null),
    fieldZone: null,
    graveyard: [],
    banished: [],
    extra: [],
  };
}

/** A state with empty piles and no decision: the starting point for a new duel or a scenario board. */
/** A fresh state nobody else has seen yet, so its builder may write it freely. */
export function blankState(config: Pick<DuelConfig, 'format' | 'seed' | 'heldSeats'>, ctx: EngineContext): StateDraft {
  const format = getFormat(config.format);
  return {
    engineVersion: ctx.engineVersion,
    format,
    ...(config.heldSeats?.length ? { heldSeats: [...config.heldSeats] } : {}),
    seed: config.seed,
    catalog: {},
    cards: [],
    players: [
      emptyPlayer(format.startingLp, format.mainMonsterZones, format.spellTrapZones),
      emptyPlayer(format.startingLp, format.mainMonsterZones, format.spellTrapZones),
    ],
    extraMonsterZones: Array<number | null>(format.extraMonsterZones).fill(null),
    turn: 0,
    turnPlayer: 0,
    firstPlayer: 0,
    phase: 'draw',
    step: null,
    turnRecord: { normalSummonUsed: false, positionChanged: [], attacked: [] },
    battle: null,
    pending: null,
    result: null,
    chain: [],
    window: null,
    lingering: [],
    usedThisTurn: NO_TURN_USES,
    triggers: [],
    lastActionStart: 0,
    process: null,
    stage: 'idle',
    cannotDraw: [],
    prng: seedPrng(config.seed),
    log: [],
    actionCount: 0,
    eventCount: 0,
  };
}

export function newCardInstance(id: number, passcode: number, owner: PlayerId, location: CardInstance['location']): Writable<CardInstance> {
  return {
    id,
    passcode,
    owner,
    controller: owner,
    location,
    zone: -1,
    position: 'attack',
    faceUp: false,
    arrivedTurn: 0,
    arrival: null,
    properlySummoned: false,
    counters: {},
    materials: [],
    moves: 0,
    equippedTo: null,
  };
}

export function newDuel(config: DuelConfig, ctx: EngineContext, lookup: CardLookup): NewDuelResult {
  const problems: string[] = [];
  const base = blankState(config, ctx);
  const catalog: Record<string, CardStatic> = {};
  // `mage`: the index of the card's mage in DuelState.shadow.mages (shadow-games; -1 elsewhere).
  type Entry = { owner: PlayerId; passcode: number; pile: 'deck' | 'extra'; mage: number };
  const entries: Entry[] = [];
  for (const { owner, deck, mage, who } of deckOwners(config)) {
    for (const [pile, list] of [['deck', deck.main], ['extra', deck.extra]] as const) {
      for (const passcode of list) {
        const facts = lookup(passcode);
        if (!facts) {
          problems.push(`${who}: unknown passcode ${passcode} in the ${pile === 'deck' ? 'Main' : 'Extra'} Deck.`);
          continue;
        }
        catalog[passcode] = facts;
        entries.push({ owner, passcode, pile, mage });
      }
    }
  }
  if (config.format === 'shadow-games') {
    const shadow = shadowStateFor(config);
    if (!shadow.ok) problems.push(...shadow.problems);
    else {
      base.shadow = shadow.shadow;
      // A mage enters combat with the LP they have now; Heart of the Cards may bring any Library card.
      base.players[0].lp = config.mages![0].lp;
      base.players[1].lp = config.mages![1].lp;
      for (const m of shadow.shadow.mages) {
        for (const passcode of m.mage.library) {
          const facts = lookup(passcode);
          if (facts) catalog[passcode] = facts;
        }
      }
    }
  }
  if (problems.length > 0) return { ok: false, problems };

  base.catalog = catalog;
  const prng = base.prng;
  // Instance ids are handed out in a shuffled order so that an id reveals nothing about
  // which card it is; ids are visible in views even where the card is hidden.
  const order = entries.map((_, i) => i);
  shuffleInPlace(prng, order);
  base.cards = order.map((entryIndex, id) => {
    const e = entries[entryIndex]!;
    return newCardInstance(id, e.passcode, e.owner, e.pile);
  });
  for (const card of base.cards) {
    const pile = card.location === 'deck' ? base.players[card.owner].deck : base.players[card.owner].extra;
    pile.push(card.id);
  }
  for (const p of [0, 1] as const) shuffleInPlace(prng, base.players[p].deck);
  if (config.partners && base.shadow) {
    seatFirstMages(base, order.map((entryIndex) => entries[entryIndex]!.mage));
  }
  const first: PlayerId = config.firstPlayer === 'coin' ? (nextInt(prng, 2) as PlayerId) : config.firstPlayer ?? 0;
  base.firstPlayer = first;

  const tx = new Tx(base);
  tx.emit({ type: 'duel-start', firstPlayer: first, format: config.format });
  tx.emit({ type: 'shuffle', player: 0 });
  tx.emit({ type: 'shuffle', player: 1 });
  for (const p of [first, first === 0 ? 1 : 0] as const) {
    for (let i = 0; i < tx.s.format.openingHand; i++) drawCard(tx, p);
  }
  // startTurn uses the previous turn's player to decide; the first turn belongs to `first`.
  startTurn(tx, first);
  settle(tx, ctx);
  return { ok: true, state: tx.s, events: tx.events };
}
