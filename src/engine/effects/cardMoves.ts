/**
 * The card-moving half of what a card script's `resolve` works with (see Resolution):
 * draws, destruction, sending, banishing, returns, shuffles, Tributes and discards, each
 * with the events it causes. Kept apart so each file stays one readable size.
 */
import { eachEffect, hasEffect } from '../activeEffects.js';
import { nextInt } from '../prng.js';
import { isMonsterZone, isOnField, isPendulumScale, moveCard, opponentOf, playsPendulum, staticOf } from '../zones.js';
import type { EngineContext } from '../context.js';
import type { Tx } from '../tx.js';
import type { ChainLink, DuelState, Location, PlayerId, Position } from '../types.js';
import type { Answers } from './answers.js';
import { setUpAfterDestruction } from './destructionSetUp.js';
import { rememberEndPhaseBanish, rememberReturn } from './temporaryBanish.js';
import { graveyardBanishLocked, graveyardMoveNegated } from '../graveyardLocks.js';

export type DestroyReason = 'effect' | 'battle' | 'rule';

/** The codes that keep a card from being destroyed by an effect. */
const SHIELDS = ['cannot-be-destroyed-by', 'cannot-be-destroyed-by-effects'] as const;
const NO_IDS: readonly number[] = [];

export abstract class CardMoves {
  readonly opponent: PlayerId;

  constructor(
    /** The engine's transaction: written only through the primitives, never by a card script. */
    protected readonly tx: Tx,
    readonly ctx: EngineContext,
    readonly link: ChainLink,
    protected readonly answers: Answers,
  ) {
    this.opponent = opponentOf(link.player);
  }

  get state(): DuelState {
    return this.tx.s;
  }

  get self(): number {
    return this.link.card;
  }

  get player(): PlayerId {
    return this.link.player;
  }

  // --- Cards moving.

  draw(player: PlayerId, count: number): number[] {
    const drawn: number[] = [];
    for (let i = 0; i < count; i++) {
      const top = this.tx.s.players[player].deck[0];
      if (top === undefined) {
        // Drawing from an empty Deck by an effect loses the duel at the next check.
        if (!this.tx.s.cannotDraw.includes(player)) this.tx.s.cannotDraw = [...this.tx.s.cannotDraw, player];
        break;
      }
      moveCard(this.tx, top, { to: 'hand' });
      this.tx.emit({ type: 'draw', player, card: top });
      drawn.push(top);
    }
    return drawn;
  }

  /**
   * Destroys cards and sends them to the Graveyard (or, with `to` 'banished', banishes them:
   * "destroy it and remove it from play", Bottomless Trap Hole, Nobleman of Crossout); returns
   * the ones actually destroyed.
   */
  destroy(ids: readonly number[], reason: DestroyReason = 'effect', to: 'graveyard' | 'banished' = 'graveyard'): number[] {
    const done: number[] = [];
    const guarded = reason === 'effect' ? this.guardedScales(ids) : NO_IDS;
    for (const id of ids) {
      const card = this.tx.s.cards[id];
      if (!card || !isOnField(card.location)) continue;
      if (reason === 'effect' && (this.shielded(id) || guarded.includes(id))) continue;
      const owner = card.owner;
      const controller = card.controller;
      const wasFaceUp = card.faceUp;
      const from = card.location;
      this.leaveField(id, to);
      this.tx.emit({ type: 'destroyed', card: id, by: reason === 'battle' ? 'battle' : 'effect', owner, wasFaceUp, controller });
      if (this.tx.s.cards[id]!.location === 'graveyard') this.tx.emit({ type: 'sent-to-graveyard', card: id, reason: 'destroyed', from });
      if (this.tx.s.cards[id]!.location === 'banished') this.tx.emit({ type: 'banished', card: id });
      if (reason === 'effect') setUpAfterDestruction(this.tx, this.ctx, id, controller !== this.player, wasFaceUp);
      done.push(id);
    }
    return done;
  }

  sendToGraveyard(ids: readonly number[], reason: 'effect' | 'cost' = 'effect'): void {
    for (const id of ids) {
      const card = this.tx.s.cards[id];
      if (!card || card.location === 'graveyard' || card.location === 'gone') continue;
      const from = card.location;
      this.leaveField(id, 'graveyard');
      this.tx.emit({ type: 'sent-to-graveyard', card: id, reason, from, ...(reason === 'effect' ? { byPlayer: this.player } : {}) });
    }
  }

  banish(ids: readonly number[]): void {
    for (const id of ids) {
      const card = this.tx.s.cards[id];
      if (!card || card.location === 'banished' || card.location === 'gone') continue;
      if (graveyardBanishLocked(this.tx.s, this.ctx, id, this.player, this.self)) continue;
      this.leaveField(id, 'banished');
      this.tx.emit({ type: 'banished', card: id });
    }
  }

  /**
   * "Remove it from play until the End Phase of this turn" (Interdimensional Matter
   * Transporter): banishes the monster `id` and has the rules bring it back to its
   * controller's field as this turn's End Phase begins, in `position` (default: the position
   * it has now). True if it was banished. See temporaryBanish.ts.
   */
  banishUntilEndPhase(id: number, position?: Position): boolean {
    const card = this.tx.s.cards[id];
    if (!card || !isMonsterZone(card.location)) return false;
    const { controller, arrival } = card;
    const back = position ?? card.position;
    this.banish([id]);
    rememberReturn(this.tx, id, controller, back, arrival);
    return this.tx.s.cards[id]!.location === 'banished';
  }

  /** "During the End Phase, remove it from play" (Return from the Different Dimension): the rules banish the monster `id` then, if it is still there. */
  banishAtEndPhase(id: number): void {
    rememberEndPhaseBanish(this.tx, id, this.tx.s.cards[this.self]!.passcode);
  }

  returnToHand(ids: readonly number[]): void {
    const moving = ids.filter((id) => {
      const card = this.tx.s.cards[id];
      return card && card.location !== 'hand' && card.location !== 'gone' && !graveyardMoveNegated(this.tx.s, this.ctx, id, this.self);
    });
    for (const id of moving) {
      const card = this.tx.s.cards[id]!;
      const from = card.location;
      this.leaveField(id, staticOf(this.tx.s, card).extraDeck ? 'extra' : 'hand');
      this.tx.emit({ type: 'returned-to-hand', card: id, from, byPlayer: this.player, together: moving.length });
    }
  }

  returnToDeck(ids: readonly number[], where: 'top' | 'shuffle'): void {
    const decks = new Set<PlayerId>();
    for (const id of ids) {
      const card = this.tx.s.cards[id];
      if (!card || card.location === 'gone' || graveyardMoveNegated(this.tx.s, this.ctx, id, this.self)) continue;
      const extra = staticOf(this.tx.s, card).extraDeck;
      this.leaveField(id, extra ? 'extra' : 'deck', where === 'top');
      if (!extra) decks.add(card.owner);
      this.tx.emit({ type: 'returned-to-deck', card: id });
    }
    if (where === 'shuffle') for (const p of decks) this.shuffleDeck(p);
  }

  shuffleDeck(player: PlayerId): void {
    this.shufflePile(player, 'deck');
    this.tx.emit({ type: 'shuffle', player });
  }

  /** Fisher-Yates with the state's seeded generator. */
  private shufflePile(player: PlayerId, pile: 'deck'): void {
    const cards = this.tx.pile(player, pile);
    for (let i = cards.length - 1; i > 0; i--) {
      const j = nextInt(this.tx.prng(), i + 1);
      const tmp = cards[i]!;
      cards[i] = cards[j]!;
      cards[j] = tmp;
    }
  }

  /**
   * The cards among `ids` in a Pendulum Zone of the resolving effect's opponent whom a
   * 'pendulum-zone-guard' spares, the first time this turn (Timegazer Magician); spends the turn's use.
   */
  private guardedScales(ids: readonly number[]): readonly number[] {
    const s = this.tx.s;
    const victim = opponentOf(this.player);
    const scales = ids.filter((id) => {
      const card = s.cards[id];
      return card !== undefined && card.controller === victim && card.location === 'spellTrap' && isPendulumScale(s, id);
    });
    if (scales.length === 0 || !hasEffect(s, this.ctx, { player: victim }, 'pendulum-zone-guard') || hasEffect(s, this.ctx, { player: victim }, 'pendulum-zone-guard-used')) return NO_IDS;
    this.tx.lingering().push({ code: 'pendulum-zone-guard-used', source: 0, affects: { player: victim }, value: null, until: 'end-of-turn' });
    return scales;
  }

  /** An effect keeps `id` from being destroyed by this activation (Fake Trap) or by any card effect (Forbidden Dress). */
  protected shielded(id: number): boolean {
    const by = this.link;
    let shielded = false;
    eachEffect(this.tx.s, this.ctx, { card: id }, SHIELDS, (e) => {
      shielded = e.code === 'cannot-be-destroyed-by-effects' || (e.code === 'cannot-be-destroyed-by' && e.value.card === by.card && e.value.moves === by.sourceMoves);
      return shielded;
    });
    return shielded;
  }

  /** Tributes monsters by an effect: sent to the Graveyard, not destroyed. */
  tribute(ids: readonly number[]): void {
    for (const id of ids) {
      const card = this.tx.s.cards[id];
      if (!card || !isMonsterZone(card.location)) continue;
      const from = card.location;
      const controller = card.controller;
      this.leaveField(id, 'graveyard');
      this.tx.emit({ type: 'tribute', player: controller, card: id });
      if (this.tx.s.cards[id]!.location === 'graveyard') this.tx.emit({ type: 'sent-to-graveyard', card: id, reason: 'tribute', from });
    }
  }

  /** Puts `ids` (cards now on top of `player`'s Deck) back on top in this order, first on top. */
  arrangeDeckTop(player: PlayerId, ids: readonly number[]): void {
    const deck = this.tx.pile(player, 'deck');
    const top = deck.slice(0, ids.length);
    if (top.length !== ids.length || !ids.every((id) => top.includes(id))) throw new Error('arrangeDeckTop: the cards are not the top of that Deck');
    deck.splice(0, ids.length, ...ids);
  }

  /** Moves `ids` (cards in `player`'s Deck) to the bottom of it, in this order (Dark Scorpion - Chick the Yellow). */
  putOnDeckBottom(player: PlayerId, ids: readonly number[]): void {
    const deck = this.tx.pile(player, 'deck');
    for (const id of ids) {
      const at = deck.indexOf(id);
      if (at < 0) continue;
      deck.splice(at, 1);
      deck.push(id);
    }
  }

  /** `reason` 'cost': a discard paid by a card's own custom cost (Vampire Genesis), not done by an effect. */
  discard(player: PlayerId, ids: readonly number[], reason: 'effect' | 'cost' = 'effect'): void {
    for (const id of ids) {
      const card = this.tx.s.cards[id];
      if (!card || card.location !== 'hand') continue;
      moveCard(this.tx, id, { to: 'graveyard', faceUp: true });
      if (reason === 'cost') {
        this.tx.emit({ type: 'discard', player, card: id, reason: 'cost' });
        this.tx.emit({ type: 'sent-to-graveyard', card: id, reason: 'cost', from: 'hand' });
        continue;
      }
      this.tx.emit({ type: 'discard', player, card: id, reason: 'effect', byPlayer: this.player });
      this.tx.emit({ type: 'sent-to-graveyard', card: id, reason: 'discard', from: 'hand', byPlayer: this.player });
    }
  }

  addToHand(id: number, from: Location): void {
    if (graveyardMoveNegated(this.tx.s, this.ctx, id, this.self)) return;
    moveCard(this.tx, id, { to: 'hand' });
    this.tx.emit({ type: 'added-to-hand', player: this.tx.s.cards[id]!.owner, card: id, from });
  }

  /** Sends Fusion Materials (from the hand or the field) to the Graveyard. */
  sendMaterials(ids: readonly number[]): void {
    for (const id of ids) {
      const card = this.tx.s.cards[id];
      if (!card || (card.location !== 'hand' && !isMonsterZone(card.location))) continue;
      const from = card.location;
      this.leaveField(id, 'graveyard');
      if (this.tx.s.cards[id]!.location === 'graveyard') this.tx.emit({ type: 'sent-to-graveyard', card: id, reason: 'effect', from });
    }
  }

  /** Tributes monsters from the hand or the field (a Ritual Summon's Tributes): sent to the Graveyard, not destroyed. */
  tributeFromHandOrField(player: PlayerId, ids: readonly number[]): void {
    for (const id of ids) {
      const card = this.tx.s.cards[id];
      if (!card || (card.location !== 'hand' && !isMonsterZone(card.location))) continue;
      const from = card.location;
      this.leaveField(id, 'graveyard');
      this.tx.emit({ type: 'tribute', player, card: id });
      if (this.tx.s.cards[id]!.location === 'graveyard') this.tx.emit({ type: 'sent-to-graveyard', card: id, reason: 'tribute', from });
    }
  }

  /** Moves a card off the field (or out of a pile) to where it goes, with owner rules and Tokens vanishing. */
  leaveField(id: number, to: 'graveyard' | 'banished' | 'hand' | 'deck' | 'extra', top = false): void {
    const card = this.tx.s.cards[id]!;
    if (staticOf(this.tx.s, card).frame === 'token') {
      moveCard(this.tx, id, { to: 'gone' });
      return;
    }
    moveCard(this.tx, id, { to, faceUp: to === 'graveyard' || to === 'banished', top });
  }

  /**
   * Places a Pendulum Monster Card face-up in `player`'s left or right Pendulum Zone (Wisdom-Eye
   * Magician: "place 1 ... from your Deck in your Pendulum Zone"): not an activation, so it opens
   * no Chain. False if that zone is taken or the format has no Pendulum Zones.
   */
  placeInPendulumZone(id: number, player: PlayerId, side: 'left' | 'right'): boolean {
    const zones = this.tx.s.players[player].spellTraps;
    const zone = side === 'left' ? 0 : zones.length - 1;
    if (!playsPendulum(this.tx.s) || zones[zone] !== null || !staticOf(this.tx.s, this.tx.s.cards[id]!).subtypes.includes('Pendulum')) return false;
    moveCard(this.tx, id, { to: 'spellTrap', controller: player, zone, faceUp: true });
    return true;
  }

  // --- Randomness, always from the seeded generator in the state.

  coin(): 'heads' | 'tails' {
    const result = nextInt(this.tx.prng(), 2) === 0 ? 'heads' : 'tails';
    this.tx.emit({ type: 'coin', player: this.player, result });
    return result;
  }

  /** A six-sided die rolled by `player` (the activator unless the card has another player roll: Dice Jar). */
  die(player: PlayerId = this.player): number {
    const value = nextInt(this.tx.prng(), 6) + 1;
    this.tx.emit({ type: 'die', player, value });
    return value;
  }

  randomPick(ids: readonly number[]): number | undefined {
    if (ids.length === 0) return undefined;
    return ids[nextInt(this.tx.prng(), ids.length)];
  }
}
