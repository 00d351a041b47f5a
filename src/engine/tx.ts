/**
 * A copy-on-write transaction over a DuelState. `apply` must return a new state and
 * leave the old one untouched, but copying a whole duel on every call would make the
 * engine slow; so a Tx copies only the parts it writes (one player, one card, one
 * array) the first time it writes them, and shares everything else with the base.
 *
 * Read through `tx.s`; write only through the accessors below.
 */
import { appendToLog } from './log.js';
import type {
  Action,
  CardInstance,
  CardStatic,
  ChainLink,
  Lingering,
  DuelEvent,
  DuelState,
  EventBody,
  PlayerId,
  PlayerState,
  TurnRecord,
} from './types.js';

type PileKey = 'deck' | 'hand' | 'graveyard' | 'banished' | 'extra';
type ZoneKey = 'monsters' | 'spellTraps';

export class Tx {
  readonly s: DuelState;
  readonly events: DuelEvent[] = [];
  /** How many of `events` have been looked at for trigger effects. */
  scanned = 0;
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
  private usedCopied = false;
  private catalogCopied = false;

  constructor(base: DuelState) {
    // Listed field by field: a literal of known shape is several times faster than a
    // spread of this many fields, and TypeScript checks that none is missing.
    this.s = {
      engineVersion: base.engineVersion,
      format: base.format,
      heldSeats: base.heldSeats,
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

  card(id: number): CardInstance {
    if (!this.cardsCopied) {
      this.s.cards = this.s.cards.slice();
      this.cardsCopied = true;
    }
    if (!this.copiedCards.has(id)) {
      const original = this.s.cards[id];
      if (!original) throw new Error(`no card instance ${id}`);
      this.s.cards[id] = { ...original };
      this.copiedCards.add(id);
    }
    return this.s.cards[id]!;
  }

  player(p: PlayerId): PlayerState {
    if (!this.copiedPlayers[p]) {
      this.s.players[p] = { ...this.s.players[p] };
      this.copiedPlayers[p] = true;
    }
    return this.s.players[p];
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
      this.s.extraMonsterZones = this.s.extraMonsterZones.slice();
      this.emzCopied = true;
    }
    return this.s.extraMonsterZones;
  }

  turnRecord(): TurnRecord {
    if (!this.recordCopied) {
      const r = this.s.turnRecord;
      this.s.turnRecord = { ...r, positionChanged: r.positionChanged.slice(), attacked: r.attacked.slice() };
      this.recordCopied = true;
    }
    return this.s.turnRecord;
  }

  /** Replaces the turn record wholesale (new turn). */
  resetTurnRecord(): void {
    this.s.turnRecord = { normalSummonUsed: false, positionChanged: [], attacked: [] };
    this.recordCopied = true;
  }

  prng(): DuelState['prng'] {
    if (!this.prngCopied) {
      this.s.prng = [...this.s.prng];
      this.prngCopied = true;
    }
    return this.s.prng;
  }

  chain(): ChainLink[] {
    if (!this.chainCopied) {
      this.s.chain = this.s.chain.slice();
      this.chainCopied = true;
    }
    return this.s.chain;
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

  lingering(): Lingering[] {
    if (!this.lingeringCopied) {
      this.s.lingering = this.s.lingering.slice();
      this.lingeringCopied = true;
    }
    return this.s.lingering;
  }

  triggers(): DuelState['triggers'] {
    if (!this.triggersCopied) {
      this.s.triggers = this.s.triggers.slice();
      this.triggersCopied = true;
    }
    return this.s.triggers;
  }

  usedThisTurn(): string[] {
    if (!this.usedCopied) {
      this.s.usedThisTurn = this.s.usedThisTurn.slice();
      this.usedCopied = true;
    }
    return this.s.usedThisTurn;
  }

  /** A new card instance (a Token); its id must be the next index. */
  addCard(card: CardInstance): void {
    if (!this.cardsCopied) {
      this.s.cards = this.s.cards.slice();
      this.cardsCopied = true;
    }
    if (card.id !== this.s.cards.length) throw new Error(`new card id ${card.id} is not the next index`);
    this.s.cards.push(card);
    this.copiedCards.add(card.id);
  }

  addCatalogEntry(facts: CardStatic): void {
    if (this.s.catalog[facts.passcode]) return;
    if (!this.catalogCopied) {
      this.s.catalog = { ...this.s.catalog };
      this.catalogCopied = true;
    }
    this.s.catalog[facts.passcode] = facts;
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
    this.usedCopied ||= inner.usedCopied;
    this.catalogCopied ||= inner.catalogCopied;
  }

  emit(body: EventBody): void {
    this.s.eventCount += 1;
    this.events.push({ n: this.s.eventCount, ...body } as DuelEvent);
  }

  recordAction(action: Action): void {
    this.s.log = appendToLog(this.s.log, this.s.actionCount, action);
    this.s.actionCount += 1;
  }
}
