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
  private cardsCopied = false;
  private readonly copiedCards = new Set<number>();
  private readonly copiedPlayers: [boolean, boolean] = [false, false];
  private readonly copiedPiles = new Set<string>();
  private emzCopied = false;
  private recordCopied = false;
  private prngCopied = false;

  constructor(base: DuelState) {
    this.s = { ...base };
    this.s.players = [base.players[0], base.players[1]];
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

  emit(body: EventBody): void {
    this.s.eventCount += 1;
    this.events.push({ n: this.s.eventCount, ...body } as DuelEvent);
  }

  recordAction(action: Action): void {
    this.s.log = appendToLog(this.s.log, this.s.actionCount, action);
    this.s.actionCount += 1;
  }
}
