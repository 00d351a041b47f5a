/**
 * What a card script's `resolve` works with: the chain link's facts and the shared
 * primitives (draw, destroy, send, banish, Special Summon, stat changes, negation, damage, LP
 * gain, counters, flips, control, returns, shuffles, searches, discards, reveals, Tokens, equips, dice).
 *
 * A choice a player must make (`choose`, `yesNo`) is answered from `answers`; when the
 * answer is not there yet, `NeedChoice` is thrown, the whole run is thrown away and the
 * player is asked. The next run starts from the same state with one more answer, so a
 * half-resolved effect never has to be stored.
 */
import { cappedGain, teamFirstRound } from '../shadow/state.js';
import { cardName, isMonsterZone, isOnField, moveCard, staticOf, freeMonsterZone, freeZoneAmong } from '../zones.js';
import { chooseUnusableZones } from './unusableZones.js';
import { graveyardMoveNegated } from '../graveyardLocks.js';
import type { PlayerId, Position, CardStatic } from '../types.js';
import type { Affected, EffectCode, EffectValues, Until } from './codes.js';
import { hasEffect, untargetable } from '../activeEffects.js';
import { onlyOneTaken, uniqueFaceUpTaken } from '../uniqueOnField.js';
import { noteSummon } from '../summon.js';
import { lifePointsChanged } from '../lossChecks.js';
import { Answers, NeedChoice, type ChooseRequest } from './answers.js';
import { CardMoves } from './cardMoves.js';
import { fusionSummon, ritualSummon, type FusionOptions, type RitualSpec } from './fusionRitual.js';
import { placementText, type Placement } from '../summon/extraZones.js';
import { detachMaterials } from '../summon/xyz.js';
import { canBeSpecialSummonedBy, canBeSpecialSummonedByEffect, createToken, maySpecialSummon, procedureZone, summonByProcedure } from './specialSummon.js';

export { Answers, NeedChoice, type ChooseRequest, canBeSpecialSummonedByEffect, maySpecialSummon, procedureZone };
export type { DestroyReason } from './cardMoves.js';

export class Resolution extends CardMoves {
  /** Targets of a slot that are still where they were when targeted (and may still be targeted). */
  targets(slot = 0): number[] {
    const out: number[] = [];
    for (const t of this.link.targets[slot] ?? []) {
      const card = this.tx.s.cards[t.id];
      if (!card || card.moves !== t.moves) continue;
      if (isOnField(card.location) && untargetable(this.tx.s, this.ctx, t.id, this.player)) continue;
      out.push(t.id);
    }
    return out;
  }

  /** The cards the activation's custom cost used (the monster Tributed for Metamorphosis). */
  costCards(): readonly number[] {
    return this.link.costCards ?? [];
  }

  /** The label the player declared on activation (see EffectDef.declare), or undefined. */
  declared(): string | undefined {
    const def = this.ctx.scripts?.(this.tx.s.cards[this.link.card]!.passcode)?.effects?.find((e) => e.id === this.link.effect);
    if (!def?.declare || this.link.declared === undefined) return undefined;
    return def.declare.labels({ state: this.tx.s, self: this.link.card, player: this.link.player, ctx: this.ctx })[this.link.declared];
  }

  /** Is the source card still where it was activated (for effects that need it to stay)? */
  sourceStillThere(): boolean {
    return this.tx.s.cards[this.link.card]!.moves === this.link.sourceMoves;
  }

  /** A card's facts and its name as the duel knows them now. */
  facts(id: number): CardStatic { return staticOf(this.tx.s, this.tx.s.cards[id]!); }
  name(id: number): string { return cardName(this.tx.s, id); }

  choose(req: ChooseRequest): number[] {
    return this.answers.choose(req);
  }

  yesNo(player: PlayerId, prompt: string): boolean {
    return this.answers.yesNo(player, prompt);
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

  /**
   * Sets a Spell or Trap Card from `player`'s hand face-down, as if Set by hand (Dust
   * Tornado's "then you can Set"); a Field Spell goes to the Field Zone. False without room.
   */
  setSpellTrap(id: number, player: PlayerId): boolean {
    const card = this.tx.s.cards[id];
    if (!card || card.location !== 'hand' || card.owner !== player) return false;
    if (this.facts(id).subtypes.includes('Field')) {
      if (this.tx.s.players[player].fieldZone !== null) return false;
      moveCard(this.tx, id, { to: 'field', controller: player, faceUp: false });
    } else {
      if (!this.tx.s.players[player].spellTraps.includes(null)) return false;
      moveCard(this.tx, id, { to: 'spellTrap', controller: player, faceUp: false });
    }
    this.tx.emit({ type: 'set-spell-trap', player, card: id });
    return true;
  }

  reveal(player: PlayerId, ids: readonly number[]): void {
    if (ids.length > 0) this.tx.emit({ type: 'reveal', player, cards: [...ids] });
  }

  /**
   * Special Summons a monster face-up; returns false if there was no room or it cannot be
   * summoned: `player` may not Special Summon this turn (Scapegoat), or an effect (`how`
   * 'effect') tries to bring out a Ritual, Extra Deck or Special Summon Monster that was
   * never properly Summoned (rule summon.proper).
   */
  specialSummon(id: number, player: PlayerId, position: Position, how = 'effect', faceDown = false, onlyZones?: readonly number[]): boolean {
    const card = this.tx.s.cards[id];
    if (!card) return false;
    if (!maySpecialSummon(this.tx.s, player)) return false;
    if (!canBeSpecialSummonedBy(this.tx.s, this.ctx, id, how)) return false;
    if ((!faceDown && uniqueFaceUpTaken(this.tx.s, this.ctx, player, id)) || onlyOneTaken(this.tx.s, this.ctx, player, id)) return false;
    if (freeMonsterZone(this.tx.s, player) < 0 || graveyardMoveNegated(this.tx.s, this.ctx, id, this.self)) return false;
    const zone = onlyZones ? freeZoneAmong(this.tx.s, player, onlyZones) : undefined; // "to a zone it points to" (Link Spider)
    if (onlyZones && zone === undefined) return false;
    const from = card.location;
    // A face-down Special Summon (Cyber Jar, Nimble Momonga) is always in Defense Position.
    moveCard(this.tx, id, { to: 'monster', controller: player, position: faceDown ? 'defense' : position, faceUp: !faceDown, ...(zone !== undefined ? { zone } : {}) });
    const c = this.tx.card(id);
    c.arrival = 'special';
    if (how !== 'effect') c.properlySummoned = true;
    noteSummon(this.tx, player);
    this.tx.emit({ type: 'special-summon', player, card: id, procedure: how, position: faceDown ? 'defense' : position, from });
    this.landedFaceUp(id);
    return true;
  }

  /**
   * A Fusion or Ritual Summon: the monster's own way onto the field, so it counts as
   * properly Special Summoned (rule summon.proper). A monster from the Extra Deck goes to
   * an Extra Monster Zone in formats that have them (rule zones.extra-monster), otherwise
   * to a Main Monster Zone. Materials or Tributes must already be gone.
   */
  summonByProcedure(id: number, player: PlayerId, position: Position, procedure: 'fusion' | 'ritual'): boolean {
    const done = summonByProcedure(this.tx, id, player, position, procedure, (free) => this.pickExtraMonsterZone(player, id, free));
    if (done) this.landedFaceUp(id);
    return done;
  }

  /** A monster just turned face-up on the field by this effect: choices the rules make then (Ojama King's zones). */
  private landedFaceUp(id: number): void {
    if (this.tx.s.cards[id]!.faceUp) chooseUnusableZones(this.tx, this.ctx, id, (req) => this.choose(req));
  }

  /** A Fusion Summon from the Extra Deck (Polymerization), chosen step by step; see fusionRitual.ts. */
  fusionSummon(opts: FusionOptions = {}): boolean {
    return fusionSummon(this, opts);
  }

  /** A Ritual Summon of `ritual.monster` from the hand (a Ritual Spell); see fusionRitual.ts. */
  ritualSummon(ritual: RitualSpec): boolean {
    return ritualSummon(this, ritual);
  }

  /** Detaches `count` Xyz Materials from `holder` to the Graveyard (a cost: "detach 1 material from this card"); false when it holds fewer. */
  detachMaterials(holder: number, count: number): boolean {
    return detachMaterials(this.tx, holder, count);
  }

  /** Asks the summoning player for a face-up battle position; the prompt names `what`. */
  choosePosition(what: string): Position {
    const [p] = this.choose({ player: this.player, prompt: `Special Summon ${what} in which position`, candidates: [0, 1], labels: ['Attack Position', 'Defense Position'], min: 1, max: 1 });
    return p === 1 ? 'defense' : 'attack';
  }

  /** Modern rulebook: "If 2 Extra Monster Zones are available, you can choose either one" (or a linked Main Monster Zone). */
  private pickExtraMonsterZone(player: PlayerId, id: number, allowed: readonly Placement[]): Placement {
    const labels = allowed.map(placementText);
    const [zone] = this.choose({ player, prompt: `Choose the ${allowed.every((p) => p.to === 'extraMonster') ? 'Extra Monster Zone' : 'zone'} for ${this.name(id)}`, candidates: allowed.map((_, i) => i), labels, min: 1, max: 1 });
    return allowed[zone ?? 0] ?? allowed[0]!;
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

  /** A Token: a monster made by an effect that vanishes when it leaves the field. */
  createToken(player: PlayerId, facts: CardStatic, position: Position, summoner: PlayerId = player): number | null {
    return createToken(this.tx, player, facts, position, summoner);
  }

  /** `flipEffects` false: a face-down monster turned face-up this way does not activate its Flip effect (Ceasefire). */
  changePosition(id: number, position: Position, faceUp = true, flipEffects = true): void {
    const card = this.tx.s.cards[id];
    if (!card || !isMonsterZone(card.location)) return;
    const wasFaceDown = !card.faceUp;
    const from = card.position;
    const c = this.tx.card(id);
    c.position = position;
    c.faceUp = faceUp;
    // Turned face-down (Book of Moon), it is a new card for the rules, as changeToFaceDownDefense says:
    // effects on it end, and it hides behind a new opaque id the other player cannot link to its last hiding.
    if (!wasFaceDown && !faceUp) c.moves += 1;
    this.tx.emit({ type: 'position', player: card.controller, card: id, position, from, wasFaceUp: !wasFaceDown });
    if (wasFaceDown && faceUp && flipEffects) this.tx.emit({ type: 'flip', card: id, reason: 'effect' });
    if (wasFaceDown && faceUp) this.landedFaceUp(id);
  }

  /**
   * Turns a face-up monster face-down in Defense Position (Tsukuyomi): for the rules it is
   * a new card, so targets on it and effects applied to it end (its `moves` count goes up).
   */
  changeToFaceDownDefense(id: number): boolean {
    const card = this.tx.s.cards[id];
    if (!card || !isMonsterZone(card.location) || !card.faceUp) return false;
    const from = card.position;
    const c = this.tx.card(id);
    c.position = 'defense';
    c.faceUp = false;
    c.moves += 1;
    this.tx.emit({ type: 'position', player: card.controller, card: id, position: 'defense', from, wasFaceUp: true });
    return true;
  }

  /** Turns a face-down card face-up without activating it, for a moment (reveal). */
  flipFaceUp(id: number): void {
    const card = this.tx.s.cards[id];
    if (!card || card.faceUp) return;
    this.tx.card(id).faceUp = true;
    this.tx.emit({ type: 'flip', card: id, reason: 'effect' });
    if (isMonsterZone(card.location)) this.landedFaceUp(id);
  }

  turnFaceDown(id: number): void {
    const card = this.tx.s.cards[id];
    if (!card || !card.faceUp) return;
    this.tx.card(id).faceUp = false;
  }

  takeControl(id: number, player: PlayerId, untilEndPhase: boolean): boolean {
    const card = this.tx.s.cards[id];
    if (!card || !isMonsterZone(card.location) || card.controller === player) return false;
    if (freeMonsterZone(this.tx.s, player) < 0 || this.controlLocked(id)) return false;
    moveCard(this.tx, id, { to: 'monster', controller: player, position: card.position, faceUp: card.faceUp, keepArrival: true });
    this.tx.emit({ type: 'control', card: id, player });
    if (untilEndPhase) {
      this.addEffect('return-control-at-end-phase', this.cardAffected(id), null);
    }
    return true;
  }

  /**
   * Two monsters in Main Monster Zones of different players change control at once, each
   * taking the other's zone (Creature Swap): it works even when both fields are full.
   */
  swapControl(a: number, b: number): boolean {
    const ca = this.tx.s.cards[a];
    const cb = this.tx.s.cards[b];
    if (!ca || !cb || ca.location !== 'monster' || cb.location !== 'monster' || ca.controller === cb.controller) return false;
    if (this.controlLocked(a) || this.controlLocked(b)) return false;
    const [pa, za, pb, zb] = [ca.controller, ca.zone, cb.controller, cb.zone];
    this.tx.zones(pa, 'monsters')[za] = b;
    this.tx.zones(pb, 'monsters')[zb] = a;
    // A change of control makes it a new card for effects tied to where it was (as moveCard does).
    Object.assign(this.tx.card(a), { controller: pb, zone: zb, moves: ca.moves + 1 });
    Object.assign(this.tx.card(b), { controller: pa, zone: za, moves: cb.moves + 1 });
    this.tx.emit({ type: 'control', card: a, player: pb });
    this.tx.emit({ type: 'control', card: b, player: pa });
    return true;
  }

  /** "Control of this card cannot switch" (Blindly Loyal Goblin): effects that would switch it do nothing. */
  private controlLocked(id: number): boolean {
    return hasEffect(this.tx.s, this.ctx, { card: id }, 'control-cannot-switch');
  }

  damage(player: PlayerId, amount: number): void {
    if (amount <= 0) return;
    if (hasEffect(this.tx.s, this.ctx, { player }, 'no-effect-damage')) return;
    const p = this.tx.player(player);
    p.lp = Math.max(0, p.lp - amount);
    // Which card's effect dealt it, for "damage other than by this card" (Dark Room of Nightmare).
    this.tx.emit({ type: 'effect-damage', player, amount, lp: p.lp, by: this.self });
    lifePointsChanged(this.tx);
  }

  /** The same damage to both players at once (Ring of Destruction): both at 0 is a draw, not a loss for whoever was hit first. */
  damageBoth(amount: number): void {
    if (amount <= 0 || (this.tx.s.shadow && teamFirstRound(this.tx.s))) return;
    for (const player of [this.player, this.opponent]) {
      const p = this.tx.player(player);
      p.lp = Math.max(0, p.lp - amount);
      this.tx.emit({ type: 'effect-damage', player, amount, lp: p.lp });
    }
    lifePointsChanged(this.tx);
  }

  /** Negates the attack in progress (Magic Cylinder): the monster still counts as having attacked. */
  negateAttack(): void {
    const battle = this.tx.s.battle;
    if (!battle) return;
    this.tx.emit({ type: 'attack-cancelled', player: this.tx.s.cards[battle.attacker]!.controller, attacker: battle.attacker });
    this.tx.s.battle = null;
    // The declaration's window closes with it: after the chain the turn player is back in the Battle Step.
    if (this.tx.s.window?.kind === 'attack-declared') this.tx.s.window = { kind: 'open', event: null, resume: { to: 'open' } };
  }

  /**
   * Ends the Battle Phase (Negate Attack, The Unhappy Maiden): any attack being declared is
   * negated, and once this Chain (and a Damage Step in progress) is over, play goes to the
   * Battle Phase's End Step instead of back to the Battle Step. Only during the Battle Phase.
   */
  endBattlePhase(): void {
    if (this.tx.s.phase !== 'battle') return;
    if (this.tx.s.window?.kind === 'attack-declared') this.negateAttack();
    this.addEffect('battle-phase-ends', { player: this.tx.s.turnPlayer }, null);
    this.tx.emit({ type: 'battle-phase-ended', player: this.tx.s.turnPlayer });
  }

  /**
   * The player loses LP by an effect that is not damage ("halve your Life Points": Jirai
   * Gumo), so "effect damage becomes 0" (Des Wombat) does not stop it.
   */
  loseLp(player: PlayerId, amount: number): void {
    this.takeLp(player, amount, true);
  }

  /** Life Points paid as a cost the card works out itself (Wall of Revealing Light: any multiple of 1000). */
  payLp(player: PlayerId, amount: number): void {
    this.takeLp(player, amount, false);
  }

  private takeLp(player: PlayerId, amount: number, lost: boolean): void {
    if (amount <= 0) return;
    const p = this.tx.player(player);
    p.lp = Math.max(0, p.lp - amount);
    this.tx.emit({ type: 'lp-cost', player, amount, lp: p.lp, ...(lost ? { lost: true as const } : {}) });
    lifePointsChanged(this.tx);
  }

  gainLp(player: PlayerId, amount: number): void {
    if (this.tx.s.shadow) amount = cappedGain(this.tx.s, player, this.tx.s.players[player].lp, amount);
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

  /** Removes up to `n` counters of a kind from a card (a cost, or an effect). */
  removeCounters(id: number, counter: string, n: number): void {
    const c = this.tx.card(id);
    const left = Math.max(0, (c.counters[counter] ?? 0) - n);
    c.counters = { ...c.counters, [counter]: left };
    this.tx.emit({ type: 'counter', card: id, counter, count: left });
  }

  /** A temporary ATK/DEF change on a face-up monster until the end of the turn (or for good). */
  changeStats(id: number, atk: number, def: number, until: Until = 'end-of-turn'): void {
    const card = this.tx.s.cards[id];
    if (!card || !isMonsterZone(card.location) || !card.faceUp) return;
    this.addEffect('change-stats', this.cardAffected(id), { atk, def }, until);
    this.tx.emit({ type: 'stat-change', card: id, atk, def });
  }

  /** Reports a change of a monster's ATK/DEF made by an effect other than `changeStats` (so the log shows it). */
  reportStatChange(id: number, atk: number, def: number): void {
    this.tx.emit({ type: 'stat-change', card: id, atk, def });
  }

  /** `id` as an effect's subject: that card for as long as it stays where it is now. */
  cardAffected(id: number): Affected {
    return { card: id, moves: this.tx.s.cards[id]!.moves };
  }

  /**
   * Starts a floating effect created by this card: `code` applies to `affects` with
   * `value` until the end of the turn (or for good); `count` limits its uses.
   */
  addEffect<C extends EffectCode>(code: C, affects: Affected, value: EffectValues[C], until: Until = 'end-of-turn', count?: number): void {
    const effect = { code, source: this.facts(this.self).passcode, affects, value, until, ...(count === undefined ? {} : { count }) };
    this.tx.lingering().push(effect as (typeof this.tx.s.lingering)[number]);
  }

  /** Is the 'floating-trigger' effect that set off this link still in force (not used up)? */
  floatingTriggerLeft(): boolean {
    return this.floatingTriggerAt() >= 0;
  }

  private floatingTriggerAt(): number {
    return this.state.lingering.findIndex((e) => e.code === 'floating-trigger' && e.value.card === this.self && e.value.effect === this.link.effect);
  }

  /**
   * This link was set off by a 'floating-trigger' effect with a count limit (Last Will):
   * one use is spent, and the effect ends when none is left.
   */
  spendFloatingTrigger(): void {
    const at = this.floatingTriggerAt();
    if (at < 0) return;
    const list = this.tx.lingering();
    const e = list[at]!;
    const left = (e.count ?? 1) - 1;
    if (left <= 0) list.splice(at, 1);
    else list[at] = { ...e, count: left };
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

  /**
   * Negates the Summon waiting in the Summon-negation window and destroys the monster (rule
   * summon.negation): it never counted as on the field, so the Graveyard event names no
   * place it came from and its "leaves the field" effects do not start. False with no Summon to negate.
   */
  negateSummon(): boolean {
    const w = this.tx.s.window;
    const e = w?.kind === 'summoning' && w.resume.to === 'summoned' ? w.event : null;
    if (!w || !e || (e.type !== 'normal-summon' && e.type !== 'flip-summon' && e.type !== 'special-summon')) return false;
    const card = this.tx.s.cards[e.card]!;
    if (!isMonsterZone(card.location)) return false;
    this.tx.s.window = { ...w, resume: { to: 'open' } };
    this.tx.emit({ type: 'negated', card: e.card, what: 'summon', link: this.tx.s.chain.indexOf(this.link) + 1 });
    const { owner, faceUp } = card;
    moveCard(this.tx, e.card, { to: 'graveyard', faceUp: true });
    this.tx.emit({ type: 'destroyed', card: e.card, by: 'effect', owner, wasFaceUp: faceUp });
    this.tx.emit({ type: 'sent-to-graveyard', card: e.card, reason: 'destroyed' });
    return true;
  }

  /** The chain link this one answers (the link just below it), if any. */
  previousLink(): number {
    return this.tx.s.chain.indexOf(this.link) - 1;
  }
}
