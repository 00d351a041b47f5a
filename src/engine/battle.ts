/**
 * The Battle Phase after the Start Step: attack declarations, the response window after
 * a declaration, replays, and the Damage Step with the rulebook's damage tables.
 */
import { checkLifePoints, enterPhase } from './flow.js';
import { nameFor, zoneRef } from './describe.js';
import { reject } from './rejections.js';
import { currentAtk, currentDef, cardName, isMonsterZone, monstersControlledBy, opponentOf, sendToGraveyard } from './zones.js';
import type { EngineContext } from './context.js';
import type { Tx } from './tx.js';
import type { Action, DuelState, Option, PlayerId, Rejection } from './types.js';

type AttackAction = Extract<Action, { type: 'attack' }>;

export function checkAttack(state: DuelState, a: AttackAction, replay: boolean): Rejection | null {
  const attacker = state.cards[a.attacker];
  if (!attacker || !isMonsterZone(attacker.location) || attacker.controller !== a.player) {
    return reject('NOT_YOUR_CARD', `${attacker ? nameFor(state, a.attacker, a.player) : `card #${a.attacker}`} is not a monster you control.`);
  }
  // Names are worked out only on refusal: this check also builds the option list.
  if (!attacker.faceUp || attacker.position !== 'attack') {
    return reject('NOT_ATTACK_POSITION', `${attacker.faceUp ? cardName(state, a.attacker) : 'A face-down monster'} is not in face-up Attack Position, so it cannot attack.`);
  }
  if (replay) {
    if (state.battle?.attacker !== a.attacker) {
      return reject('INVALID_TARGET', `During a replay only the monster that declared the attack may pick a new target.`);
    }
  } else if (state.turnRecord.attacked.includes(a.attacker)) {
    return reject('ALREADY_ATTACKED', `${cardName(state, a.attacker)} has already declared an attack this turn.`);
  }
  const theirs = monstersControlledBy(state, opponentOf(a.player));
  if (a.target === null) {
    if (theirs.length > 0) {
      return reject('DIRECT_ATTACK_BLOCKED', `Your opponent controls ${theirs.length === 1 ? 'a monster' : `${theirs.length} monsters`}, so ${cardName(state, a.attacker)} cannot attack directly.`);
    }
    return null;
  }
  if (!theirs.includes(a.target)) {
    return reject('INVALID_TARGET', `${state.cards[a.target] ? nameFor(state, a.target, a.player) : `card #${a.target}`} is not a monster your opponent controls.`);
  }
  return null;
}

function attackOption(state: DuelState, a: AttackAction): Option {
  const who = cardName(state, a.attacker);
  if (a.target === null) {
    return { id: `attack:${a.attacker}:direct`, label: `Attack directly with ${who} (${currentAtk(state, a.attacker)} ATK)`, action: a };
  }
  const target = state.cards[a.target]!;
  const shown = target.faceUp
    ? `${cardName(state, a.target)} (${zoneRef(state, a.target, a.player)}, ${target.position === 'attack' ? `${currentAtk(state, a.target)} ATK` : `${currentDef(state, a.target)} DEF`})`
    : `the face-down monster in ${zoneRef(state, a.target, a.player)}`;
  return { id: `attack:${a.attacker}:${a.target}`, label: `Attack ${shown} with ${who} (${currentAtk(state, a.attacker)} ATK)`, action: a };
}

export function battleOptions(state: DuelState, player: PlayerId, out: Option[]): void {
  const theirs = monstersControlledBy(state, opponentOf(player));
  for (const attacker of monstersControlledBy(state, player)) {
    const targets: (number | null)[] = theirs.length ? theirs : [null];
    for (const target of targets) {
      const a: AttackAction = { type: 'attack', player, attacker, target };
      if (!checkAttack(state, a, false)) out.push(attackOption(state, a));
    }
  }
  out.push({ id: 'end-battle', label: 'End the Battle Phase', action: { type: 'end-battle', player } });
}

export function replayOptions(state: DuelState, player: PlayerId, out: Option[]): void {
  const battle = state.battle;
  if (battle) {
    const theirs = monstersControlledBy(state, opponentOf(player));
    for (const target of theirs.length ? theirs : [null]) {
      const a: AttackAction = { type: 'attack', player, attacker: battle.attacker, target };
      if (!checkAttack(state, a, true)) out.push(attackOption(state, a));
    }
  }
  out.push({ id: 'cancel-attack', label: 'Do not attack with this monster (it still counts as having attacked)', action: { type: 'cancel-attack', player } });
}

export function declareAttack(tx: Tx, a: AttackAction, replay: boolean): void {
  if (!replay) tx.turnRecord().attacked.push(a.attacker);
  tx.s.battle = { attacker: a.attacker, target: a.target, opponentMonsters: monstersControlledBy(tx.s, opponentOf(a.player)) };
  tx.emit({ type: 'attack', player: a.player, attacker: a.attacker, target: a.target });
  // The turn player has priority first after a declaration, then the opponent.
  tx.s.pending = { kind: 'respond', player: a.player, window: 'attack-declared', passes: 0 };
}

export function cancelAttack(tx: Tx, player: PlayerId): void {
  const battle = tx.s.battle;
  if (battle) tx.emit({ type: 'attack-cancelled', player, attacker: battle.attacker });
  tx.s.battle = null;
  tx.s.pending = { kind: 'battle', player };
}

function sameMonsters(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}

/** Both players passed after the declaration: replay if the opponent's monsters changed, else the Damage Step. */
export function closeAttackWindow(tx: Tx, ctx: EngineContext): void {
  const battle = tx.s.battle;
  const tp = tx.s.turnPlayer;
  if (!battle) throw new Error('attack window closed with no attack in progress');
  const attacker = tx.s.cards[battle.attacker]!;
  if (!isMonsterZone(attacker.location) || attacker.controller !== tp || !attacker.faceUp || attacker.position !== 'attack') {
    // The attacker left or can no longer battle: the attack simply stops.
    tx.s.battle = null;
    tx.s.pending = { kind: 'battle', player: tp };
    return;
  }
  const now = monstersControlledBy(tx.s, opponentOf(tp));
  if (!sameMonsters(now, battle.opponentMonsters)) {
    tx.emit({ type: 'replay', player: tp, attacker: battle.attacker });
    tx.s.pending = { kind: 'replay', player: tp };
    return;
  }
  damageStep(tx, ctx);
}

function damage(tx: Tx, p: PlayerId, amount: number): void {
  if (amount <= 0) return;
  const player = tx.player(p);
  player.lp = Math.max(0, player.lp - amount);
  tx.emit({ type: 'battle-damage', player: p, amount, lp: player.lp });
}

function destroyByBattle(tx: Tx, id: number): void {
  const owner = tx.s.cards[id]!.owner;
  sendToGraveyard(tx, id);
  tx.emit({ type: 'destroyed', card: id, by: 'battle', owner });
  tx.emit({ type: 'sent-to-graveyard', card: id, reason: 'destroyed' });
}

export function damageStep(tx: Tx, ctx: EngineContext): void {
  const battle = tx.s.battle!;
  const tp = tx.s.turnPlayer;
  const opp = opponentOf(tp);
  enterPhase(tx, 'battle', 'damage');
  const atk = currentAtk(tx.s, battle.attacker);
  let flipped = false;
  if (battle.target === null) {
    tx.emit({ type: 'damage-calculation', attacker: battle.attacker, target: null, attackValue: atk, defendValue: null, targetPosition: null });
    damage(tx, opp, atk);
  } else {
    const target = tx.s.cards[battle.target]!;
    flipped = !target.faceUp;
    if (flipped) {
      // A face-down defender is turned face-up before damage is calculated.
      tx.card(battle.target).faceUp = true;
      tx.emit({ type: 'flip', card: battle.target, reason: 'attacked' });
    }
    const position = target.position;
    const defend = position === 'attack' ? currentAtk(tx.s, battle.target) : currentDef(tx.s, battle.target);
    tx.emit({ type: 'damage-calculation', attacker: battle.attacker, target: battle.target, attackValue: atk, defendValue: defend, targetPosition: position });
    if (position === 'attack') {
      if (atk > defend) {
        destroyByBattle(tx, battle.target);
        damage(tx, opp, atk - defend);
      } else if (atk === defend) {
        const bothZero = atk === 0 && tx.s.format.zeroAtkMonstersSurviveBattle;
        if (!bothZero) {
          destroyByBattle(tx, battle.attacker);
          destroyByBattle(tx, battle.target);
        }
      } else {
        destroyByBattle(tx, battle.attacker);
        damage(tx, tp, defend - atk);
      }
    } else if (atk > defend) {
      destroyByBattle(tx, battle.target);
    } else if (atk < defend) {
      damage(tx, tp, defend - atk);
    }
  }
  // Flip effects of an attacked monster resolve after damage calculation, even if the
  // monster was destroyed by it; card effects hook in here.
  ctx.afterDamageCalculation?.(tx, { attacker: battle.attacker, target: battle.target, targetFlipped: flipped });
  tx.s.battle = null;
  if (checkLifePoints(tx)) return;
  enterPhase(tx, 'battle', 'battle');
  tx.s.pending = { kind: 'battle', player: tp };
}

