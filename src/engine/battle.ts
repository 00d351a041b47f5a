/**
 * The Battle Phase after the Start Step: attack declarations, the response window after
 * a declaration, replays, and the Damage Step (a window before damage calculation, the
 * rulebook's damage tables, then a window for what damage calculation set off).
 */
import { sendBattleVictim } from './banishInstead.js';
import { currentAtk, currentDef, mandatoryTargets } from './continuous.js';
import { eachEffect, firstValue, hasEffect } from './activeEffects.js';
import { beginDamageCalculation, endDamageCalculation } from './damageCalculationOnly.js';
import { checkLifePoints, enterPhase, openState, openWindow } from './flow.js';
import { checkZeroLifePoints } from './lossChecks.js';
import { markDestroyedByBattle, playsDamageStep2005, startOfDamageStep2005 } from './damageStep2005.js';
import { negateBattleVictims } from './battleVictims.js';
import { setUpAfterBattleDestruction } from './effects/destructionSetUp.js';
import { nameFor, zoneRef } from './text/describe.js';
import { reject } from './rejections.js';
import { cardName, isMonsterZone, monstersControlledBy, opponentOf, sendToGraveyard, staticOf } from './zones.js';
import type { EngineContext } from './context.js';
import type { Tx } from './tx.js';
import type { Action, DuelState, Option, PlayerId, Rejection } from './types.js';
import type { Until } from './effects/codes.js';

type AttackAction = Extract<Action, { type: 'attack' }>;

/** LP a Toon's controller pays for each attack declaration with it. */
export const TOON_ATTACK_COST = 500;

/** A Toon monster's script marks it: it attacks by the Toon rules printed on it. */
function isToonAttacker(state: DuelState, ctx: EngineContext, id: number): boolean {
  return ctx.scripts?.(state.cards[id]!.passcode, state.format.id)?.toon === true;
}

/** The face-up Toon monsters among `ids`. */
function faceUpToons(state: DuelState, ids: readonly number[]): number[] {
  return ids.filter((id) => state.cards[id]!.faceUp && staticOf(state, state.cards[id]!).subtypes.includes('Toon'));
}

/** Why `monster` may not declare an attack: an effect on all its controller's monsters, one on it alone, or none. */
function attackBarred(state: DuelState, ctx: EngineContext, monster: number): 'all' | 'this' | null {
  let why: 'all' | 'this' | null = null;
  eachEffect(state, ctx, { card: monster }, ['cannot-attack'], (e) => {
    why = 'monstersOf' in e.affects ? 'all' : 'this';
    return why === 'all';
  });
  return why;
}

/** An 'attack-again' effect lets it attack once more, if no other attack was declared since ("in a row"). */
function mayAttackAgain(state: DuelState, ctx: EngineContext, monster: number): boolean {
  let again = false;
  eachEffect(state, ctx, { card: monster }, ['attack-again'], (e) => (again = e.code === 'attack-again' && e.value.afterAttacks === state.turnRecord.attacked.length));
  return again;
}

/**
 * An 'extra-attacks' monster (Mermaid Knight with "Umi") may declare that many more attacks
 * in the Battle Phase: each attack it declares is one more entry for it in the turn's record.
 */
function hasAttacksLeft(state: DuelState, ctx: EngineContext, monster: number): boolean {
  if (!ctx.scripts) return false;
  let extra = 0;
  eachEffect(state, ctx, { card: monster }, ['extra-attacks'], (e) => void (extra = e.code === 'extra-attacks' ? Math.max(extra, e.value) : extra));
  if (extra === 0) return false;
  const declared = state.turnRecord.attacked.reduce((n, id) => (id === monster ? n + 1 : n), 0);
  return declared <= extra;
}

/** An 'attack-every-monster' monster (Asura Priest) may attack each of the opponent's monsters once: is `target` one it has not attacked yet? */
function mayAttackAnotherMonster(state: DuelState, ctx: EngineContext, monster: number, target: number | null): boolean {
  if (target === null || !ctx.scripts || !hasEffect(state, ctx, { card: monster }, 'attack-every-monster')) return false;
  return !(state.turnRecord.attackedTargets ?? []).some((t) => t.attacker === monster && t.target === target);
}

/** LP its controller pays to declare an attack with `attacker`: a Toon's, plus any 'attack-cost-lp' (Dark Elf). */
function attackCost(state: DuelState, ctx: EngineContext, attacker: number, toon: boolean): number {
  let cost = toon ? TOON_ATTACK_COST : 0;
  if (ctx.scripts) eachEffect(state, ctx, { card: attacker }, ['attack-cost-lp'], (e) => void (cost += e.code === 'attack-cost-lp' ? e.value : 0));
  return cost;
}

export function checkAttack(state: DuelState, ctx: EngineContext, a: AttackAction, replay: boolean): Rejection | null {
  const attacker = state.cards[a.attacker];
  if (!attacker || !isMonsterZone(attacker.location) || attacker.controller !== a.player) {
    return reject('NOT_YOUR_CARD', `${attacker ? nameFor(state, a.attacker, a.player) : `card #${a.attacker}`} is not a monster you control.`);
  }
  // Names are worked out only on refusal: this check also builds the option list.
  if (!attacker.faceUp || attacker.position !== 'attack') {
    return reject('NOT_ATTACK_POSITION', `${attacker.faceUp ? cardName(state, a.attacker) : 'A face-down monster'} is not in face-up Attack Position, so it cannot attack.`);
  }
  // In a replay the monster that declared the attack may choose again (2008 rulebook: a new
  // target, or directly); any other monster declares an attack of its own, with every check.
  const again = replay && state.battle?.attacker === a.attacker;
  if (!again) {
    const attacked = state.turnRecord.attacked.includes(a.attacker);
    if (attacked && !mayAttackAgain(state, ctx, a.attacker) && !mayAttackAnotherMonster(state, ctx, a.attacker, a.target) && !hasAttacksLeft(state, ctx, a.attacker)) {
      return reject('ALREADY_ATTACKED', `${cardName(state, a.attacker)} has already declared an attack this turn.`);
    }
    const barred = attackBarred(state, ctx, a.attacker);
    if (barred === 'all') {
      return reject('ATTACK_FORBIDDEN', `A card's effect stops you from declaring attacks this turn.`);
    }
    if (barred === 'this') {
      return reject('ATTACK_FORBIDDEN', `${cardName(state, a.attacker)} cannot attack because of a card's effect.`);
    }
  }
  const toon = ctx.scripts !== undefined && isToonAttacker(state, ctx, a.attacker);
  const cost = again ? 0 : attackCost(state, ctx, a.attacker, toon);
  if (cost > 0 && state.players[a.player].lp < cost) {
    return reject('CANNOT_PAY_COST', `Each attack with ${cardName(state, a.attacker)} costs ${cost} LP and you have ${state.players[a.player].lp}.`);
  }
  const theirs = monstersControlledBy(state, opponentOf(a.player));
  // A Toon attacks directly unless the opponent has a face-up Toon, and then it may only attack a face-up Toon.
  const theirToons = toon ? faceUpToons(state, theirs) : [];
  if (a.target === null) {
    if (ctx.scripts && hasEffect(state, ctx, { card: a.attacker }, 'cannot-attack-directly')) {
      return reject('DIRECT_ATTACK_BLOCKED', `${cardName(state, a.attacker)} cannot attack your opponent directly because of its effect.`);
    }
    const anyway = ctx.scripts !== undefined && hasEffect(state, ctx, { card: a.attacker }, 'can-attack-directly');
    if (theirs.length > 0 && !(toon && theirToons.length === 0) && !anyway) {
      return reject('DIRECT_ATTACK_BLOCKED', `Your opponent controls ${theirs.length === 1 ? 'a monster' : `${theirs.length} monsters`}, so ${cardName(state, a.attacker)} cannot attack directly.`);
    }
    return null;
  }
  if (!theirs.includes(a.target)) {
    return reject('INVALID_TARGET', `${state.cards[a.target] ? nameFor(state, a.target, a.player) : `card #${a.target}`} is not a monster your opponent controls.`);
  }
  if (ctx.scripts && hasEffect(state, ctx, { card: a.target }, 'cannot-be-attacked')) {
    return reject('INVALID_TARGET', `${nameFor(state, a.target, a.player)} cannot be chosen as an attack target because of a card's effect.`);
  }
  if (theirToons.length > 0 && !theirToons.includes(a.target)) {
    return reject('INVALID_TARGET', `Your opponent controls a face-up Toon monster, so ${cardName(state, a.attacker)} may only attack a face-up Toon monster.`);
  }
  if (ctx.scripts) {
    const forced = mandatoryTargets(state, ctx, theirs);
    if (forced.length > 0 && !forced.includes(a.target)) {
      return reject('INVALID_TARGET', `A card's effect means your opponent's ${forced.map((f) => nameFor(state, f, a.player)).join(' or ')} must be the attack target.`);
    }
  }
  return null;
}

function attackOption(state: DuelState, ctx: EngineContext, a: AttackAction): Option {
  const who = cardName(state, a.attacker);
  const atk = currentAtk(state, ctx, a.attacker);
  if (a.target === null) {
    return { id: `attack:${a.attacker}:direct`, label: `Attack directly with ${who} (${atk} ATK)`, action: a };
  }
  const target = state.cards[a.target]!;
  const shown = target.faceUp
    ? `${cardName(state, a.target)} (${zoneRef(state, a.target, a.player)}, ${target.position === 'attack' ? `${currentAtk(state, ctx, a.target)} ATK` : `${currentDef(state, ctx, a.target)} DEF`})`
    : `the face-down monster in ${zoneRef(state, a.target, a.player)}`;
  return { id: `attack:${a.attacker}:${a.target}`, label: `Attack ${shown} with ${who} (${atk} ATK)`, action: a };
}

/** Whether a direct attack is worth checking while the opponent has monsters (a Toon, Raging Flame Sprite). */
function mayAttackPastMonsters(state: DuelState, ctx: EngineContext, attacker: number): boolean {
  return ctx.scripts !== undefined && (isToonAttacker(state, ctx, attacker) || hasEffect(state, ctx, { card: attacker }, 'can-attack-directly'));
}

export function battleOptions(state: DuelState, ctx: EngineContext, player: PlayerId, out: Option[]): void {
  const theirs = monstersControlledBy(state, opponentOf(player));
  for (const attacker of monstersControlledBy(state, player)) {
    const targets: (number | null)[] = theirs.length ? (mayAttackPastMonsters(state, ctx, attacker) ? [...theirs, null] : theirs) : [null];
    for (const target of targets) {
      const a: AttackAction = { type: 'attack', player, attacker, target };
      if (!checkAttack(state, ctx, a, false)) out.push(attackOption(state, ctx, a));
    }
  }
}

/**
 * A monster of `player` that must attack if able (Berserk Gorilla) and can still declare an
 * attack: while there is one, the Battle Phase cannot be ended.
 */
export function monsterThatMustAttack(state: DuelState, ctx: EngineContext, player: PlayerId): number | null {
  if (!ctx.scripts) return null;
  const theirs = monstersControlledBy(state, opponentOf(player));
  for (const attacker of monstersControlledBy(state, player)) {
    if (!hasEffect(state, ctx, { card: attacker }, 'must-attack')) continue;
    const targets: (number | null)[] = theirs.length ? (mayAttackPastMonsters(state, ctx, attacker) ? [...theirs, null] : theirs) : [null];
    if (targets.some((target) => !checkAttack(state, ctx, { type: 'attack', player, attacker, target }, false))) return attacker;
  }
  return null;
}

export function replayOptions(state: DuelState, ctx: EngineContext, player: PlayerId, out: Option[]): void {
  const battle = state.battle;
  if (battle) {
    const theirs = monstersControlledBy(state, opponentOf(player));
    const past = mayAttackPastMonsters(state, ctx, battle.attacker);
    for (const target of theirs.length ? (past ? [...theirs, null] : theirs) : [null]) {
      const a: AttackAction = { type: 'attack', player, attacker: battle.attacker, target };
      if (!checkAttack(state, ctx, a, true)) out.push(attackOption(state, ctx, a));
    }
    // The replay's second choice: attack with a different monster instead.
    const others: Option[] = [];
    battleOptions(state, ctx, player, others);
    for (const o of others) if (o.action.type === 'attack' && o.action.attacker !== battle.attacker) out.push(o);
  }
  out.push({ id: 'cancel-attack', label: 'Do not attack with this monster (it still counts as having attacked)', action: { type: 'cancel-attack', player } });
}

export function declareAttack(tx: Tx, a: AttackAction, replay: boolean, ctx?: EngineContext): void {
  const again = replay && tx.s.battle?.attacker === a.attacker;
  if (!again && tx.s.turnRecord.attacked.includes(a.attacker)) {
    if (ctx && mayAttackAgain(tx.s, ctx, a.attacker)) spendAttackAgain(tx, a.attacker);
    else if (ctx && hasAttacksLeft(tx.s, ctx, a.attacker)) tx.turnRecord().attacked.push(a.attacker);
  } else if (!again) tx.turnRecord().attacked.push(a.attacker);
  if (a.target !== null && ctx?.scripts && hasEffect(tx.s, ctx, { card: a.attacker }, 'attack-every-monster')) {
    // Asura Priest: which monsters it attacked this turn (a replay's new target replaces the old one).
    const rec = tx.turnRecord();
    const kept = (rec.attackedTargets ?? []).filter((t) => !(again && t.attacker === a.attacker && t.target === tx.s.battle?.target));
    rec.attackedTargets = [...kept, { attacker: a.attacker, target: a.target }];
  }
  const cost = !again && ctx?.scripts ? attackCost(tx.s, ctx, a.attacker, isToonAttacker(tx.s, ctx, a.attacker)) : 0;
  if (cost > 0) {
    // The attack's LP cost (a Toon's, Dark Elf's), paid as the attack is declared.
    const p = tx.player(a.player);
    p.lp = Math.max(0, p.lp - cost);
    tx.emit({ type: 'lp-cost', player: a.player, amount: cost, lp: p.lp });
    if (checkZeroLifePoints(tx)) return;
  }
  tx.s.battle = { attacker: a.attacker, target: a.target, opponentMonsters: monstersControlledBy(tx.s, opponentOf(a.player)) };
  tx.emit({ type: 'attack', player: a.player, attacker: a.attacker, target: a.target });
  // The turn player has priority first after a declaration, then the opponent.
  openWindow(tx, 'attack-declared', { to: 'attack' });
}

/** A monster that already attacked declares its granted extra attack: the 'attack-again' effect is used up. */
function spendAttackAgain(tx: Tx, monster: number): void {
  const list = tx.lingering();
  const at = list.findIndex((e) => e.code === 'attack-again' && 'card' in e.affects && e.affects.card === monster);
  if (at >= 0) list.splice(at, 1);
}

export function cancelAttack(tx: Tx, player: PlayerId): void {
  const battle = tx.s.battle;
  if (battle) tx.emit({ type: 'attack-cancelled', player, attacker: battle.attacker });
  tx.s.battle = null;
  openState(tx);
}

function sameMonsters(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}

/** Both players passed after the declaration: replay if the opponent's monsters changed, else the Damage Step. */
export function closeAttackWindow(tx: Tx, ctx: EngineContext): void {
  const battle = tx.s.battle;
  const tp = tx.s.turnPlayer;
  tx.s.window = null;
  if (!battle) {
    openState(tx);
    return;
  }
  const attacker = tx.s.cards[battle.attacker]!;
  if (!isMonsterZone(attacker.location) || attacker.controller !== tp || !attacker.faceUp || attacker.position !== 'attack') {
    // The attacker left or can no longer battle: the attack simply stops.
    tx.s.battle = null;
    openState(tx);
    return;
  }
  const now = monstersControlledBy(tx.s, opponentOf(tp));
  if (!sameMonsters(now, battle.opponentMonsters)) {
    tx.emit({ type: 'replay', player: tp, attacker: battle.attacker });
    tx.s.pending = { kind: 'replay', player: tp };
    return;
  }
  startDamageStep(tx, ctx);
}

/** The Damage Step begins: a face-down target is turned face-up, then a window before damage calculation. */
function startDamageStep(tx: Tx, _ctx: EngineContext): void {
  enterPhase(tx, 'battle', 'damage');
  if (playsDamageStep2005(tx.s)) {
    startOfDamageStep2005(tx);
    return;
  }
  revealTarget(tx);
  openWindow(tx, 'damage-step', { to: 'damage-calculation' });
}

/** A face-down attack target still on the field is turned face-up by the attack. */
function revealTarget(tx: Tx): void {
  const battle = tx.s.battle;
  if (!battle || battle.target === null) return;
  const target = tx.s.cards[battle.target]!;
  if (target.faceUp || !isMonsterZone(target.location)) return;
  tx.card(battle.target).faceUp = true;
  tx.s.battle = { ...battle, targetFlipped: true };
  tx.emit({ type: 'flip', card: battle.target, reason: 'attacked' });
}

/** As the Damage Step ends, an attacker that says so is changed to face-up Defense Position (Spear Dragon). */
function defendAfterAttacking(tx: Tx, ctx: EngineContext, attacker: number): void {
  const card = tx.s.cards[attacker]!;
  if (!isMonsterZone(card.location) || !card.faceUp || card.position !== 'attack') return;
  if (!hasEffect(tx.s, ctx, { card: attacker }, 'defense-after-attacking')) return;
  tx.card(attacker).position = 'defense';
  tx.emit({ type: 'position', player: card.controller, card: attacker, position: 'defense', from: 'attack', wasFaceUp: true });
}

/** The 2005 Damage Step's second substep: the target is turned face-up, then the window before damage calculation. */
export function beforeDamageCalculation2005(tx: Tx): void {
  tx.s.window = null;
  revealTarget(tx);
  openWindow(tx, 'damage-step', { to: 'during-damage' });
}

/**
 * What changes battle damage in this battle, worked out before the battle destroyed anything,
 * since the damage is dealt during damage calculation itself: `mirrored`, the other player
 * takes as much as effect damage (Relinquished still holds its monster then); `spared`, the
 * player takes none (Amazoness Fighter spares its player even if this battle destroys it);
 * `redirected`, the player's monster in this battle sends the damage to the other player
 * instead (Amazoness Swords Woman).
 */
interface DamageRules {
  mirrored: readonly [boolean, boolean];
  spared: readonly [boolean, boolean];
  redirected: readonly [boolean, boolean];
}

function damageRules(state: DuelState, ctx: EngineContext, attacker: number, target: number | null): DamageRules {
  const both = (ask: (p: PlayerId) => boolean): [boolean, boolean] => [ask(0), ask(1)];
  const mine = (p: PlayerId): number | null => (p === state.turnPlayer ? attacker : target);
  return {
    mirrored: ctx.scripts ? both((p) => hasEffect(state, ctx, { player: p }, 'mirror-battle-damage')) : [false, false],
    spared: both((p) => hasEffect(state, ctx, { player: p }, 'no-battle-damage')),
    redirected: ctx.scripts ? both((p) => mine(p) !== null && hasEffect(state, ctx, { card: mine(p)! }, 'battle-damage-to-opponent')) : [false, false],
  };
}

/** Battle damage to `p`, inflicted by the monster `by` (the attacker, or the attack target), as `rules` change it. */
function battleDamage(tx: Tx, ctx: EngineContext, to: PlayerId, amount: number, by: number, rules: DamageRules): void {
  if (amount <= 0) return;
  const p = rules.redirected[to] ? opponentOf(to) : to;
  if (rules.spared[p]) return;
  const player = tx.player(p);
  player.lp = Math.max(0, player.lp - amount);
  tx.emit({ type: 'battle-damage', player: p, amount, lp: player.lp, by });
  if (rules.mirrored[p] && !hasEffect(tx.s, ctx, { player: opponentOf(p) }, 'no-effect-damage')) {
    // Relinquished: the same amount to the other player, as effect damage (no chain).
    const other = tx.player(opponentOf(p));
    other.lp = Math.max(0, other.lp - amount);
    tx.emit({ type: 'effect-damage', player: opponentOf(p), amount, lp: other.lp });
  }
}

/** The monster that destroyed `id` in this battle remembers it, if its script asks to (LV monsters). */
function rememberBattleDestruction(tx: Tx, ctx: EngineContext, id: number): void {
  const battle = tx.s.battle;
  const by = battle ? (battle.attacker === id ? battle.target : battle.attacker) : null;
  if (by === null || !ctx.scripts) return;
  const winner = tx.s.cards[by]!;
  if (!isMonsterZone(winner.location) || ctx.scripts(winner.passcode, tx.s.format.id)?.remembersBattleDestruction !== true) return;
  tx.lingering().push({ code: 'destroyed-a-monster-by-battle', source: winner.passcode, affects: { card: by, moves: winner.moves }, value: null, until: 'end-of-turn' });
}

/** "Once per turn, it is not destroyed by battle" (Gogogo Golem): spends the turn's use and spares it. */
function survivesOncePerTurn(tx: Tx, ctx: EngineContext, id: number): boolean {
  if (!hasEffect(tx.s, ctx, { card: id }, 'survives-battle-once-per-turn') || hasEffect(tx.s, ctx, { card: id }, 'survived-battle-this-turn')) return false;
  const card = tx.s.cards[id]!;
  tx.lingering().push({ code: 'survived-battle-this-turn', source: card.passcode, affects: { card: id, moves: card.moves }, value: null, until: 'end-of-turn' });
  return true;
}

function destroyByBattle(tx: Tx, ctx: EngineContext, id: number): void {
  const card = tx.s.cards[id]!;
  if (!isMonsterZone(card.location)) return;
  if (hasEffect(tx.s, ctx, { card: id }, 'cannot-be-destroyed-by-battle')) return;
  if (survivesOncePerTurn(tx, ctx, id)) return;
  const substitute = firstValue(tx.s, ctx, { card: id }, 'battle-substitute');
  if (substitute !== undefined) {
    // Something is destroyed in its place (Relinquished's Equip Card).
    const sub = tx.s.cards[substitute]!;
    const subFrom = sub.location;
    const subOwner = sub.owner;
    const subFaceUp = sub.faceUp;
    sendToGraveyard(tx, substitute);
    tx.emit({ type: 'destroyed', card: substitute, by: 'effect', owner: subOwner, wasFaceUp: subFaceUp });
    tx.emit({ type: 'sent-to-graveyard', card: substitute, reason: 'destroyed', from: subFrom });
    return;
  }
  rememberBattleDestruction(tx, ctx, id);
  if (playsDamageStep2005(tx.s)) {
    // The 2005 Damage Step: destroyed now (a substitute above is destroyed at once, as the
    // destruction is confirmed), sent to the Graveyard at the end of the Damage Step.
    markDestroyedByBattle(tx, id);
    return;
  }
  const owner = card.owner;
  const controller = card.controller;
  const from = card.location;
  sendBattleVictim(tx, ctx, id);
  tx.emit({ type: 'destroyed', card: id, by: 'battle', owner, wasFaceUp: true, controller });
  if (tx.s.cards[id]!.location === 'banished') tx.emit({ type: 'banished', card: id });
  if (tx.s.cards[id]!.location === 'graveyard') {
    tx.emit({ type: 'sent-to-graveyard', card: id, reason: 'destroyed', from });
    setUpAfterBattleDestruction(tx, ctx, id);
  }
}

/** Damage calculation with the rulebook's tables; then a window for what it set off. */
export function damageCalculation(tx: Tx, ctx: EngineContext): void {
  const battle = tx.s.battle;
  const tp = tx.s.turnPlayer;
  const opp = opponentOf(tp);
  tx.s.window = null;
  tx.s.lastActionStart = tx.s.eventCount;
  if (!battle) {
    // The attack was negated during the Damage Step: back to the Battle Step (openState here
    // would move on from the Damage Step to the End Step and end the Battle Phase early).
    endDamageStep(tx);
    return;
  }
  const attacker = tx.s.cards[battle.attacker]!;
  const target = battle.target === null ? null : tx.s.cards[battle.target]!;
  // A monster that left the field during the Damage Step does not battle.
  if (!isMonsterZone(attacker.location) || attacker.controller !== tp || (target && !isMonsterZone(target.location))) {
    endDamageCalculation(tx);
    openWindow(tx, 'after-damage', { to: 'end-damage-step' });
    return;
  }
  beginDamageCalculation(tx);
  const atk = currentAtk(tx.s, ctx, battle.attacker);
  const rules = damageRules(tx.s, ctx, battle.attacker, battle.target);
  if (battle.target === null || !target) {
    tx.emit({ type: 'damage-calculation', attacker: battle.attacker, target: null, attackValue: atk, defendValue: null, targetPosition: null });
    battleDamage(tx, ctx, opp, atk, battle.attacker, rules);
  } else {
    const position = target.position;
    const defend = position === 'attack' ? currentAtk(tx.s, ctx, battle.target) : currentDef(tx.s, ctx, battle.target);
    tx.emit({ type: 'damage-calculation', attacker: battle.attacker, target: battle.target, attackValue: atk, defendValue: defend, targetPosition: position });
    if (position === 'attack') {
      if (atk > defend) {
        destroyByBattle(tx, ctx, battle.target);
        battleDamage(tx, ctx, opp, atk - defend, battle.attacker, rules);
      } else if (atk === defend) {
        const bothZero = atk === 0 && tx.s.format.zeroAtkMonstersSurviveBattle;
        if (!bothZero) {
          destroyByBattle(tx, ctx, battle.attacker);
          destroyByBattle(tx, ctx, battle.target);
        }
      } else {
        destroyByBattle(tx, ctx, battle.attacker);
        battleDamage(tx, ctx, tp, defend - atk, battle.target, rules);
      }
    } else if (atk > defend) {
      destroyByBattle(tx, ctx, battle.target);
      // Piercing damage (Dragon's Rage, Airknight Parshath): the difference goes through the Defense Position monster.
      if (ctx.scripts && hasEffect(tx.s, ctx, { card: battle.attacker }, 'piercing')) battleDamage(tx, ctx, opp, atk - defend, battle.attacker, rules);
    } else if (atk < defend) {
      battleDamage(tx, ctx, tp, defend - atk, battle.target, rules);
    }
  }
  // Flip effects of an attacked monster resolve after damage calculation, even if the
  // monster was destroyed by it.
  negateBattleVictims(tx, ctx, battle.attacker, battle.target);
  ctx.afterDamageCalculation?.(tx, { attacker: battle.attacker, target: battle.target, targetFlipped: battle.targetFlipped === true });
  endDamageCalculation(tx);
  if (checkLifePoints(tx)) return;
  openWindow(tx, 'after-damage', { to: 'end-damage-step' });
}

export function endDamageStep(tx: Tx, ctx?: EngineContext): void {
  const attacker = tx.s.battle?.attacker;
  if (attacker !== undefined && ctx?.scripts) defendAfterAttacking(tx, ctx, attacker);
  tx.s.battle = null;
  // "During the Damage Step only" effects end with it (and "during damage calculation only" ones of a battle cut short).
  const inStep = (l: { until: Until }) => l.until === 'end-of-damage-step' || l.until === 'end-of-damage-calculation';
  if (tx.s.lingering.length > 0 && tx.s.lingering.some(inStep)) tx.s.lingering = tx.s.lingering.filter((l) => !inStep(l));
  tx.s.window = null;
  enterPhase(tx, 'battle', 'battle');
  // Back in the Battle Step (unless an effect ended the Battle Phase: openState moves on then).
  openState(tx);
}
