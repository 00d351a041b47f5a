/**
 * A copy-on-write transaction over a DuelState. `apply` must return a new state and
 * leave the old one untouched, but copying a whole duel on every call would make the
 * engine slow; so a Tx copies only the parts it writes (one player, one card, one
 * array) the first time it writes them, and shares everything else with the base.
 *
 * Read through `tx.s`; write only through the accessors below.
 */
import type { EngineContext } from './context.js';
import { appendToLog } from './log.js';
import type {
  Action,
  CardInstance,
  CardStatic,
  ChainLink,
  AnyActiveEffect,
  PendingTrigger,
  DuelEvent,
  DeepReadonly,
  DuelState,
  EventBody,
  PlayerId,
  PlayerState,
  TurnRecord,
  TurnUses,
  Writable,
} from './types.js';

/** The parts of a state the accessors write, as the accessors see them once copied. */
interface WritableParts {
  cards: Writable<CardInstance>[];
  players: [Writable<PlayerState>, Writable<PlayerState>];
  extraMonsterZones: (number | null)[];
  turnRecord: Writable<TurnRecord>;
  prng: [number, number, number, number];
  chain: ChainLink[];
  lingering: AnyActiveEffect[];
  triggers: PendingTrigger[];
  catalog: Record<string, CardStatic>;
}

type PileKey = 'deck' | 'hand' | 'graveyard' | 'banished' | 'extra';
type ZoneKey = 'monsters' | 'spellTraps';

/**
 * The state as a transaction hands it out: its top-level fields may be replaced, but
 * everything below them is read-only, so a nested write has to go through an accessor
 * (which copies what it hands out first).
 */
export type TxState = { -readonly [K in keyof DuelState]: DeepReadonly<DuelState[K]> };

export class Tx {
  readonly s: TxState;
  readonly events: DuelEvent[] = [];
  /** How many of `events` have been looked at for trigger effects. */
  scanned = 0;
  /**
   * The engine context (card scripts), for the rules a card move reads (replacement effects:
   * "removed from play instead", banishInstead.ts); absent at board setup.
   */
  ctx: EngineContext | undefined = undefined;
  private cardsCopied = false;
  private readonly copiedCards = new Set<number>();
  private readonly copiedPlayers: [boolean, boolean] = [false, false];
  private readonly copiedPiles = new Set<string>();
  private emzCopied = false;
  private recordCopied = false;
  private prngCopied = false;
  private chainCopied = false;
  private readonly copiedLinks = new Set<number>();
  private lingeringCopied = false;
  private triggersCopied = false;
  private catalogCopied = false;

  constructor(base: DuelState) {
    // Listed field by field: a literal of known shape is several times faster than a
    // spread of this many fields, and TypeScript checks that none is missing.
    this.s = {
      engineVersion: base.engineVersion,
      format: base.format,
      heldSeats: base.heldSeats,
      shadow: base.shadow,
      seed: base.seed,
      catalog: base.catalog,
      cards: base.cards,
      extraMonsterZones: base.extraMonsterZones,
      turn: base.turn,
      turnPlayer: base.turnPlayer,
      firstPlayer: base.firstPlayer,
      phase: base.phase,
      step: base.step,
      turnRecord: base.turnRecord,
      battle: base.battle,
      pending: base.pending,
      result: base.result,
      chain: base.chain,
      window: base.window,
      lingering: base.lingering,
      usedThisTurn: base.usedThisTurn,
      triggers: base.triggers,
      lastActionStart: base.lastActionStart,
      process: base.process,
      stage: base.stage,
      cannotDraw: base.cannotDraw,
      prng: base.prng,
      log: base.log,
      actionCount: base.actionCount,
      eventCount: base.eventCount,
      players: [base.players[0], base.players[1]],
    };
  }

  /** The same object as `s`, typed writable: only the accessors below write through it, on parts they copied first. */
  private get w(): WritableParts {
    return this.s as unknown as WritableParts;
  }

  card(id: number): Writable<CardInstance> {
    if (!this.cardsCopied) {
      this.w.cards = this.w.cards.slice();
      this.cardsCopied = true;
    }
    if (!this.copiedCards.has(id)) {
      const original = this.w.cards[id];
      if (!original) throw new Error(`no card instance ${id}`);
      this.w.cards[id] = { ...original };
      this.copiedCards.add(id);
    }
    return this.w.cards[id]!;
  }

  player(p: PlayerId): Writable<PlayerState> {
    if (!this.copiedPlayers[p]) {
      this.w.players[p] = { ...this.w.players[p] };
      this.copiedPlayers[p] = true;
    }
    return this.w.players[p];
  }

  /** A writable copy of one of a player's card lists (Deck, hand, Graveyard, banished, Extra Deck). */
  pile(p: PlayerId, key: PileKey): number[] {
    return this.copyOnce(p, key) as number[];
  }

  /** A writable copy of a player's Main Monster Zones or Spell & Trap Zones. */
  zones(p: PlayerId, key: ZoneKey): (number | null)[] {
    return this.copyOnce(p, key) as (number | null)[];
  }

  private copyOnce(p: PlayerId, key: PileKey | ZoneKey): unknown[] {
    const tag = `${p}:${key}`;
    const player = this.player(p) as unknown as Record<string, unknown[]>;
    if (!this.copiedPiles.has(tag)) {
      player[key] = player[key]!.slice();
      this.copiedPiles.add(tag);
    }
    return player[key]!;
  }

  extraMonsterZones(): (number | null)[] {
    if (!this.emzCopied) {
      this.w.extraMonsterZones = this.w.extraMonsterZones.slice();
      this.emzCopied = true;
    }
    return this.w.extraMonsterZones;
  }

  turnRecord(): Writable<TurnRecord> {
    if (!this.recordCopied) {
      const r = this.w.turnRecord;
      this.w.turnRecord = { ...r, positionChanged: r.positionChanged.slice(), attacked: r.attacked.slice() };
      this.recordCopied = true;
    }
    return this.w.turnRecord;
  }

  /** Replaces the turn record wholesale (new turn). */
  resetTurnRecord(): void {
    this.w.turnRecord = { normalSummonUsed: false, positionChanged: [], attacked: [] };
    this.recordCopied = true;
  }

  prng(): [number, number, number, number] {
    if (!this.prngCopied) {
      this.w.prng = [...this.w.prng];
      this.prngCopied = true;
    }
    return this.w.prng;
  }

  chain(): ChainLink[] {
    if (!this.chainCopied) {
      this.w.chain = this.w.chain.slice();
      this.chainCopied = true;
    }
    return this.w.chain;
  }

  chainLink(index: number): ChainLink {
    const chain = this.chain();
    if (!this.copiedLinks.has(index)) {
      const link = chain[index];
      if (!link) throw new Error(`no chain link ${index + 1}`);
      chain[index] = { ...link };
      this.copiedLinks.add(index);
    }
    return chain[index]!;
  }

  lingering(): AnyActiveEffect[] {
    if (!this.lingeringCopied) {
      this.w.lingering = this.w.lingering.slice();
      this.lingeringCopied = true;
    }
    return this.w.lingering;
  }

  triggers(): PendingTrigger[] {
    if (!this.triggersCopied) {
      this.w.triggers = this.w.triggers.slice();
      this.triggersCopied = true;
    }
    return this.w.triggers;
  }

  /** Records `entry` in the turn's list `key` (once: an equal entry already there is kept). */
  noteThisTurn<K extends keyof TurnUses>(key: K, entry: TurnUses[K][number]): void {
    const list: readonly TurnUses[K][number][] = this.s.usedThisTurn[key];
    if (list.some((e) => sameEntry(e, entry))) return;
    // A new record every time (notes are rare): the one in the state may be shared by other states.
    this.s.usedThisTurn = { ...this.s.usedThisTurn, [key]: [...list, entry] };
  }

  /** A new card instance (a Token); its id must be the next index. */
  addCard(card: Writable<CardInstance>): void {
    if (!this.cardsCopied) {
      this.w.cards = this.w.cards.slice();
      this.cardsCopied = true;
    }
    if (card.id !== this.w.cards.length) throw new Error(`new card id ${card.id} is not the next index`);
    this.w.cards.push(card);
    this.copiedCards.add(card.id);
  }

  addCatalogEntry(facts: CardStatic): void {
    if (this.w.catalog[facts.passcode]) return;
    if (!this.catalogCopied) {
      this.w.catalog = { ...this.w.catalog };
      this.catalogCopied = true;
    }
    this.w.catalog[facts.passcode] = facts;
  }

  /**
   * Takes over what a nested transaction (started on this one's state) wrote. Everything
   * either of them copied was created during this same apply, so it stays writable.
   */
  adopt(inner: Tx): void {
    Object.assign(this.s, inner.s);
    this.events.push(...inner.events);
    this.cardsCopied ||= inner.cardsCopied;
    for (const id of inner.copiedCards) this.copiedCards.add(id);
    this.copiedPlayers[0] ||= inner.copiedPlayers[0];
    this.copiedPlayers[1] ||= inner.copiedPlayers[1];
    for (const tag of inner.copiedPiles) this.copiedPiles.add(tag);
    this.emzCopied ||= inner.emzCopied;
    this.recordCopied ||= inner.recordCopied;
    this.prngCopied ||= inner.prngCopied;
    this.chainCopied ||= inner.chainCopied;
    for (const i of inner.copiedLinks) this.copiedLinks.add(i);
    this.lingeringCopied ||= inner.lingeringCopied;
    this.triggersCopied ||= inner.triggersCopied;
    this.catalogCopied ||= inner.catalogCopied;
  }

  /** After values shared with earlier states were put back (partialRun.ts): copy again before writing. */
  forgetCopies(): void {
    this.cardsCopied = false;
    this.copiedCards.clear();
    this.copiedPlayers[0] = false;
    this.copiedPlayers[1] = false;
    this.copiedPiles.clear();
    this.emzCopied = false;
    this.recordCopied = false;
    this.prngCopied = false;
    this.chainCopied = false;
    this.copiedLinks.clear();
    this.lingeringCopied = false;
    this.triggersCopied = false;
    this.catalogCopied = false;
  }

  emit(body: EventBody): void {
    // A card on its way to the Graveyard that a replacement effect removed from play instead
    // (Banisher of the Light, Dark Magician of Chaos) is told as removed from play.
    if (body.type === 'sent-to-graveyard' && this.s.cards[body.card]?.location === 'banished') body = { type: 'banished', card: body.card };
    this.s.eventCount += 1;
    this.events.push({ n: this.s.eventCount, ...body } as DuelEvent);
  }

  recordAction(action: Action): void {
    this.s.log = appendToLog(this.s.log, this.s.actionCount, action);
    this.s.actionCount += 1;
  }
}

/** Entries of the turn's lists are players or flat records of numbers and strings. */
function sameEntry(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  for (const k in x) if (x[k] !== y[k]) return false;
  return true;
}
