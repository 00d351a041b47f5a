/**
 * What a card script's `resolve` works with: the chain link's facts and the shared
 * primitives (draw, destroy, send, banish, Special Summon, stat changes, negation,
 * damage, LP gain, counters, flips, control, returns, shuffles, searches, discards,
 * reveals, Tokens, equips, coins and dice).
 *
 * A choice a player must make (`choose`, `yesNo`) is answered from `answers`; when the
 * answer is not there yet, `NeedChoice` is thrown, the whole run is thrown away and the
 * player is asked. The next run starts from the same state with one more answer, so a
 * half-resolved effect never has to be stored.
 */
import { nextInt } from '../prng.js';
import { isMonsterZone, isOnField, moveCard, opponentOf, staticOf, freeMonsterZone } from '../zones.js';
import type { EngineContext } from '../context.js';
import type { Tx } from '../tx.js';
import type { ChainLink, DuelState, Lingering, Location, PlayerId, Position, CardStatic } from '../types.js';
import { cannotBeTargeted } from '../continuous.js';
import { cardName } from '../zones.js';
import { noteSummon } from '../summon.js';
import { lifePointsChanged } from '../lossChecks.js';
import { Answers, NeedChoice, type ChooseRequest } from './answers.js';
import { canBeSpecialSummonedByEffect, createToken, maySpecialSummon, procedureZone, summonByProcedure } from './specialSummon.js';

export { Answers, NeedChoice, type ChooseRequest, canBeSpecialSummonedByEffect, maySpecialSummon, procedureZone };


export type DestroyReason = 'effect' | 'battle' | 'rule';

export class Resolution {
  readonly opponent: PlayerId;

  constructor(
    readonly tx: Tx,
    readonly ctx: EngineContext,
    readonly link: ChainLink,
    private readonly answers: Answers,
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

  /** Targets of a slot that are still where they were when targeted (and may still be targeted). */
  targets(slot = 0): number[] {
    const out: number[] = [];
    for (const t of this.link.targets[slot] ?? []) {
      const card = this.tx.s.cards[t.id];
      if (!card || card.moves !== t.moves) continue;
      if (isOnField(card.location) && cannotBeTargeted(this.tx.s, this.ctx, t.id, this.link.player)) continue;
      out.push(t.id);
    }
    return out;
  }

  /** Is the source card still where it was activated (for effects that need it to stay)? */
  sourceStillThere(): boolean {
    return this.tx.s.cards[this.link.card]!.moves === this.link.sourceMoves;
  }

  facts(id: number): CardStatic {
    return staticOf(this.tx.s, this.tx.s.cards[id]!);
  }

  name(id: number): string {
    return cardName(this.tx.s, id);
  }

  choose(req: ChooseRequest): number[] {
    return this.answers.choose(req);
  }

  yesNo(player: PlayerId, prompt: string): boolean {
    return this.answers.yesNo(player, prompt);
  }

  // --- Randomness, always from the seeded generator in the state.

  coin(): 'heads' | 'tails' {
    const result = nextInt(this.tx.prng(), 2) === 0 ? 'heads' : 'tails';
    this.tx.emit({ type: 'coin', player: this.player, result });
    return result;
  }

  die(): number {
    const value = nextInt(this.tx.prng(), 6) + 1;
    this.tx.emit({ type: 'die', player: this.player, value });
    return value;
  }

  randomPick(ids: readonly number[]): number | undefined {
    if (ids.length === 0) return undefined;
    return ids[nextInt(this.tx.prng(), ids.length)];
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

  /** Destroys cards and sends them to the Graveyard; returns the ones actually destroyed. */
  destroy(ids: readonly number[], reason: DestroyReason = 'effect'): number[] {
    const done: number[] = [];
    for (const id of ids) {
      const card = this.tx.s.cards[id];
      if (!card || !isOnField(card.location)) continue;
      if (reason === 'effect' && this.shielded(id)) continue;
      const owner = card.owner;
      const wasFaceUp = card.faceUp;
      const from = card.location;
      this.leaveField(id, 'graveyard');
      this.tx.emit({ type: 'destroyed', card: id, by: reason === 'battle' ? 'battle' : 'effect', owner, wasFaceUp });
      if (this.tx.s.cards[id]!.location === 'graveyard') this.tx.emit({ type: 'sent-to-graveyard', card: id, reason: 'destroyed', from });
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
      this.tx.emit({ type: 'sent-to-graveyard', card: id, reason, from });
    }
  }

  banish(ids: readonly number[]): void {
    for (const id of ids) {
      const card = this.tx.s.cards[id];
      if (!card || card.location === 'banished' || card.location === 'gone') continue;
      this.leaveField(id, 'banished');
      this.tx.emit({ type: 'banished', card: id });
    }
  }

  returnToHand(ids: readonly number[]): void {
    for (const id of ids) {
      const card = this.tx.s.cards[id];
      if (!card || card.location === 'hand' || card.location === 'gone') continue;
      this.leaveField(id, staticOf(this.tx.s, card).extraDeck ? 'extra' : 'hand');
      this.tx.emit({ type: 'returned-to-hand', card: id });
    }
  }

  returnToDeck(ids: readonly number[], where: 'top' | 'shuffle'): void {
    const decks = new Set<PlayerId>();
    for (const id of ids) {
      const card = this.tx.s.cards[id];
      if (!card || card.location === 'gone') continue;
      const extra = staticOf(this.tx.s, card).extraDeck;
      this.leaveField(id, extra ? 'extra' : 'deck', where === 'top');
      if (!extra) decks.add(card.owner);
      this.tx.emit({ type: 'returned-to-deck', card: id });
    }
    if (where === 'shuffle') for (const p of decks) this.shuffleDeck(p);
  }

  shuffleDeck(player: PlayerId): void {
    const deck = this.tx.pile(player, 'deck');
    for (let i = deck.length - 1; i > 0; i--) {
      const j = nextInt(this.tx.prng(), i + 1);
      const tmp = deck[i]!;
      deck[i] = deck[j]!;
      deck[j] = tmp;
    }
    this.tx.emit({ type: 'shuffle', player });
  }

  /** The player picks up to `count` cards from their Deck matching `filter`, adds them to the hand, then shuffles. */
  search(player: PlayerId, filter: (facts: CardStatic, id: number) => boolean, prompt: string, count = 1): number[] {
    const candidates = this.tx.s.players[player].deck.filter((id) => filter(this.facts(id), id));
    // Searching reveals nothing about the Deck's order: candidates are listed by instance id.
    const sorted = [...candidates].sort((a, b) => a - b);
    const picked = this.choose({ player, prompt, candidates: sorted, min: Math.min(1, sorted.length), max: count });
    for (const id of picked) {
      moveCard(this.tx, id, { to: 'hand' });
      this.tx.emit({ type: 'added-to-hand', player, card: id, from: 'deck' });
    }
    this.shuffleDeck(player);
    return picked;
  }

  /** A shield (Fake Trap) keeps `id` from being destroyed by this activation. */
  private shielded(id: number): boolean {
    const moves = this.tx.s.cards[id]!.moves;
    return this.tx.s.lingering.some(
      (l) => l.kind === 'shield' && l.card === id && l.moves === moves && l.against === this.link.card && l.againstMoves === this.link.sourceMoves,
    );
  }

  /**
   * A Normal Summon or Set performed by an effect (Ultimate Offering): the Tributes are
   * sent to the Graveyard, the monster is placed, and the turn's own Normal Summon is not
   * used up. Returns false when it cannot be placed.
   */
  normalSummon(id: number, tributes: readonly number[], set: boolean): boolean {
    const card = this.tx.s.cards[id];
    if (!card || card.location !== 'hand') return false;
    this.tribute(tributes);
    const zone = freeMonsterZone(this.tx.s, card.owner);
    if (zone < 0) return false;
    moveCard(this.tx, id, { to: 'monster', controller: card.owner, zone, position: set ? 'defense' : 'attack', faceUp: !set });
    this.tx.card(id).arrival = set ? 'set' : tributes.length > 0 ? 'tribute' : 'normal';
    if (set) this.tx.emit({ type: 'set-monster', player: card.owner, card: id });
    else {
      noteSummon(this.tx, card.owner);
      this.tx.emit({ type: 'normal-summon', player: card.owner, card: id, tribute: tributes.length > 0 });
    }
    return true;
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

  /**
   * Moves a monster from the field to `player`'s Spell & Trap Zone as a face-up Equip Card
   * equipped to `to` (Relinquished). Returns false when there is no free zone.
   */
  equipMonster(monster: number, to: number, player: PlayerId): boolean {
    const m = this.tx.s.cards[monster];
    const target = this.tx.s.cards[to];
    if (!m || !target || !isMonsterZone(m.location) || !isMonsterZone(target.location) || !target.faceUp) return false;
    if (!this.tx.s.players[player].spellTraps.includes(null)) return false;
    moveCard(this.tx, monster, { to: 'spellTrap', controller: player, faceUp: true });
    this.tx.card(monster).equippedTo = to;
    this.tx.emit({ type: 'equipped', card: monster, to });
    return true;
  }

  discard(player: PlayerId, ids: readonly number[]): void {
    for (const id of ids) {
      const card = this.tx.s.cards[id];
      if (!card || card.location !== 'hand') continue;
      moveCard(this.tx, id, { to: 'graveyard', faceUp: true });
      this.tx.emit({ type: 'discard', player, card: id, reason: 'effect' });
      this.tx.emit({ type: 'sent-to-graveyard', card: id, reason: 'discard', from: 'hand' });
    }
  }

  reveal(player: PlayerId, ids: readonly number[]): void {
    if (ids.length > 0) this.tx.emit({ type: 'reveal', player, cards: [...ids] });
  }

  addToHand(id: number, from: Location): void {
    moveCard(this.tx, id, { to: 'hand' });
    this.tx.emit({ type: 'added-to-hand', player: this.tx.s.cards[id]!.owner, card: id, from });
  }

  /**
   * Special Summons a monster face-up; returns false if there was no room or it cannot be
   * summoned: `player` may not Special Summon this turn (Scapegoat), or an effect (`how`
   * 'effect') tries to bring out a Ritual, Extra Deck or Special Summon Monster that was
   * never properly Summoned (rule summon.proper).
   */
  specialSummon(id: number, player: PlayerId, position: Position, how = 'effect'): boolean {
    const card = this.tx.s.cards[id];
    if (!card) return false;
    if (!maySpecialSummon(this.tx.s, player)) return false;
    if (how === 'effect' && !canBeSpecialSummonedByEffect(this.tx.s, this.ctx, id)) return false;
    if (freeMonsterZone(this.tx.s, player) < 0) return false;
    moveCard(this.tx, id, { to: 'monster', controller: player, position, faceUp: true });
    const c = this.tx.card(id);
    c.arrival = 'special';
    if (how !== 'effect') c.properlySummoned = true;
    noteSummon(this.tx, player);
    this.tx.emit({ type: 'special-summon', player, card: id, procedure: how, position });
    return true;
  }

  /**
   * A Fusion or Ritual Summon: the monster's own way onto the field, so it counts as
   * properly Special Summoned (rule summon.proper). A monster from the Extra Deck goes to
   * an Extra Monster Zone in formats that have them (rule zones.extra-monster), otherwise
   * to a Main Monster Zone. Materials or Tributes must already be gone.
   */
  summonByProcedure(id: number, player: PlayerId, position: Position, procedure: 'fusion' | 'ritual'): boolean {
    return summonByProcedure(this.tx, id, player, position, procedure, (free) => this.pickExtraMonsterZone(player, id, free));
  }

  /** Modern rulebook: "If 2 Extra Monster Zones are available, you can choose either one". */
  private pickExtraMonsterZone(player: PlayerId, id: number, free: readonly number[]): number {
    const labels = free.map((i) => (i === 0 ? 'the left Extra Monster Zone (em1)' : 'the right Extra Monster Zone (em2)'));
    const [zone] = this.choose({ player, prompt: `Choose the Extra Monster Zone for ${this.name(id)}`, candidates: free, labels, min: 1, max: 1 });
    return zone ?? free[0]!;
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

  /**
   * `player` looks at cards only they may see, which stay where they are (Ancient
   * Telescope: the top of the opponent's Deck; The Inexperienced Spy: a card in hand).
   * See `viewEvents` for who learns what.
   */
  look(player: PlayerId, ids: readonly number[], from: 'deck' | 'hand'): void {
    if (ids.length === 0) return;
    const owner = this.tx.s.cards[ids[0]!]!.owner;
    this.tx.emit({ type: 'look', player, owner, from, cards: [...ids], passcodes: ids.map((id) => this.tx.s.cards[id]!.passcode) });
  }

  /** Shuffles a player's hand (its order is theirs alone; after a look the looker loses track of the card). */
  shuffleHand(player: PlayerId): void {
    const hand = this.tx.pile(player, 'hand');
    for (let i = hand.length - 1; i > 0; i--) {
      const j = nextInt(this.tx.prng(), i + 1);
      const tmp = hand[i]!;
      hand[i] = hand[j]!;
      hand[j] = tmp;
    }
  }

  /** A Token: a monster made by an effect that vanishes when it leaves the field. */
  createToken(player: PlayerId, facts: CardStatic, position: Position): number | null {
    return createToken(this.tx, player, facts, position);
  }

  changePosition(id: number, position: Position, faceUp = true): void {
    const card = this.tx.s.cards[id];
    if (!card || !isMonsterZone(card.location)) return;
    const wasFaceDown = !card.faceUp;
    const from = card.position;
    const c = this.tx.card(id);
    c.position = position;
    c.faceUp = faceUp;
    this.tx.emit({ type: 'position', player: card.controller, card: id, position, from, wasFaceUp: !wasFaceDown });
    if (wasFaceDown && faceUp) this.tx.emit({ type: 'flip', card: id, reason: 'effect' });
  }

  /** Turns a face-down card face-up without activating it, for a moment (reveal). */
  flipFaceUp(id: number): void {
    const card = this.tx.s.cards[id];
    if (!card || card.faceUp) return;
    this.tx.card(id).faceUp = true;
    this.tx.emit({ type: 'flip', card: id, reason: 'effect' });
  }

  turnFaceDown(id: number): void {
    const card = this.tx.s.cards[id];
    if (!card || !card.faceUp) return;
    this.tx.card(id).faceUp = false;
  }

  takeControl(id: number, player: PlayerId, untilEndPhase: boolean): boolean {
    const card = this.tx.s.cards[id];
    if (!card || !isMonsterZone(card.location) || card.controller === player) return false;
    if (freeMonsterZone(this.tx.s, player) < 0) return false;
    moveCard(this.tx, id, { to: 'monster', controller: player, position: card.position, faceUp: card.faceUp, keepArrival: true });
    this.tx.emit({ type: 'control', card: id, player });
    if (untilEndPhase) {
      const moves = this.tx.s.cards[id]!.moves;
      this.linger({ kind: 'card', card: id, moves, flag: 'return-control-at-end-phase', until: 'end-of-turn', source: this.facts(this.self).passcode, player });
    }
    return true;
  }

  damage(player: PlayerId, amount: number): void {
    if (amount <= 0) return;
    const p = this.tx.player(player);
    p.lp = Math.max(0, p.lp - amount);
    this.tx.emit({ type: 'effect-damage', player, amount, lp: p.lp });
    lifePointsChanged(this.tx);
  }

  gainLp(player: PlayerId, amount: number): void {
    if (amount <= 0) return;
    const p = this.tx.player(player);
    p.lp += amount;
    this.tx.emit({ type: 'lp-gain', player, amount, lp: p.lp });
  }

  addCounters(id: number, counter: string, n: number): void {
    const c = this.tx.card(id);
    c.counters = { ...c.counters, [counter]: (c.counters[counter] ?? 0) + n };
    this.tx.emit({ type: 'counter', card: id, counter, count: c.counters[counter]! });
  }

  /** A temporary ATK/DEF change on a face-up monster until the end of the turn (or for good). */
  changeStats(id: number, atk: number, def: number, until: 'end-of-turn' | 'permanent' = 'end-of-turn'): void {
    const card = this.tx.s.cards[id];
    if (!card || !isMonsterZone(card.location) || !card.faceUp) return;
    this.linger({ kind: 'stat', card: id, moves: card.moves, atk, def, until, source: this.facts(this.self).passcode });
    this.tx.emit({ type: 'stat-change', card: id, atk, def });
  }

  /** Ends the first lingering effect `match` picks (one use of an effect that lasts "until used" was spent). */
  endLingering(match: (l: Lingering) => boolean): void {
    const at = this.state.lingering.findIndex(match);
    if (at >= 0) this.tx.lingering().splice(at, 1);
  }

  /** Reports a change of a monster's ATK/DEF made through lingering flags rather than changeStats (so the log shows it). */
  reportStatChange(id: number, atk: number, def: number): void {
    this.tx.emit({ type: 'stat-change', card: id, atk, def });
  }

  linger(effect: Lingering): void {
    this.tx.lingering().push(effect);
  }

  equip(equipCard: number, monster: number): boolean {
    const m = this.tx.s.cards[monster];
    if (!m || !isMonsterZone(m.location) || !m.faceUp) return false;
    this.tx.card(equipCard).equippedTo = monster;
    this.tx.emit({ type: 'equipped', card: equipCard, to: monster });
    return true;
  }

  negateActivation(linkIndex: number): void {
    const link = this.tx.s.chain[linkIndex];
    if (!link) return;
    this.tx.chainLink(linkIndex).negated = 'activation';
    this.tx.emit({ type: 'negated', card: link.card, what: 'activation', link: linkIndex + 1 });
  }

  negateEffect(linkIndex: number): void {
    const link = this.tx.s.chain[linkIndex];
    if (!link) return;
    this.tx.chainLink(linkIndex).negated = 'effect';
    this.tx.emit({ type: 'negated', card: link.card, what: 'effect', link: linkIndex + 1 });
  }

  /** The chain link this one answers (the link just below it), if any. */
  previousLink(): number {
    return this.tx.s.chain.indexOf(this.link) - 1;
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
}
