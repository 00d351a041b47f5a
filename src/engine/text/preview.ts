/**
 * What an attack would do, worked out from one player's view with the rulebook's damage
 * tables. The bot uses it to pick attacks, the rules judge to answer "what happens if...",
 * and the move chooser to spell out the consequences of attack options. It reads only a
 * DuelView, so it can never use what the viewer may not know.
 */
import { getFormat, isFormatId } from '../format.js';
import { opponentOf } from '../zones.js';
import type { CardView, DuelView } from '../view.js';
import type { PlayerId, Position } from '../types.js';

export interface AttackPreview {
  attacker: number;
  target: number | null;
  /** Who controls the attacker (the side that would take damage if the attack bounces). */
  attackerPlayer: PlayerId;
  defenderPlayer: PlayerId;
  /** The attacker's ATK as the viewer knows it; null if the viewer cannot see it. */
  attackValue: number | null;
  /** The ATK or DEF the attack meets; null for a direct attack or an unknown value. */
  defendValue: number | null;
  targetPosition: Position | null;
  /** false when the outcome depends on something the viewer cannot see (a face-down target). */
  known: boolean;
  outcome: 'direct' | 'target-destroyed' | 'attacker-destroyed' | 'both-destroyed' | 'nothing-destroyed' | 'unknown';
  /** Card ids destroyed by the battle (empty when unknown). */
  destroyed: number[];
  /** Battle damage each player would take, indexed by player id (zeros when unknown). */
  damage: [number, number];
  /** For an unknown target: what happens depending on its hidden DEF. */
  ifHidden?: { destroysIfDefBelow: number; bouncesIfDefAbove: number; attackerTakesDefMinus: number };
  summary: string;
}

interface Located {
  card: CardView;
  side: 'you' | 'opponent' | 'unknown';
  where: 'hand' | 'monster' | 'extraMonster' | 'spellTrap' | 'graveyard' | 'banished' | 'extra' | 'field';
}

/** Finds a card by instance id anywhere the view lists it. */
export function findInView(view: DuelView, id: number): Located | undefined {
  const sides = [
    ['you', view.you],
    ['opponent', view.opponent],
  ] as const;
  for (const [side, pv] of sides) {
    for (const m of pv.monsters) if (m && m.id === id) return { card: m, side, where: 'monster' };
  }
  for (const m of view.extraMonsterZones) if (m && m.id === id) return { card: m, side: 'unknown', where: 'extraMonster' };
  for (const [side, pv] of sides) {
    for (const c of pv.hand) if (c.id === id) return { card: c, side, where: 'hand' };
    for (const c of pv.spellTraps) if (c && c.id === id) return { card: c, side, where: 'spellTrap' };
    if (pv.fieldZone && pv.fieldZone.id === id) return { card: pv.fieldZone, side, where: 'field' };
    for (const c of pv.graveyard) if (c.id === id) return { card: c, side, where: 'graveyard' };
    for (const c of pv.banished) if (c.id === id) return { card: c, side, where: 'banished' };
    for (const c of pv.extra) if (c.id === id) return { card: c, side, where: 'extra' };
  }
  return undefined;
}


export function zeroAtkSurvives(view: DuelView): boolean {
  const f = isFormatId(view.format) ? getFormat(view.format) : undefined;
  return f ? f.zeroAtkMonstersSurviveBattle : true;
}

/**
 * What an attack would do, worked out from a player's view with the rulebook's damage
 * tables. `attackerId` is the attacking monster; `targetId` null means a direct attack.
 * Damage is indexed by player id. A face-down target makes the outcome unknown; the
 * preview then says which hidden DEF values destroy it and which bounce the attack.
 */
export function previewAttack(view: DuelView, attackerId: number, targetId: number | null): AttackPreview {
  const found = findInView(view, attackerId);
  // An attacker in the Extra Monster Zone: assume it is the turn player's.
  const attackerPlayer: PlayerId =
    found?.side === 'you' ? view.viewer : found?.side === 'opponent' ? opponentOf(view.viewer) : view.turnPlayer;
  const defenderPlayer = opponentOf(attackerPlayer);
  const attacker = found?.card;
  const atk = attacker && attacker.known && attacker.atk !== undefined ? attacker.atk : null;
  const name = attacker?.known && attacker.name ? attacker.name : 'the attacker';
  const base = {
    attacker: attackerId,
    target: targetId,
    attackerPlayer,
    defenderPlayer,
    attackValue: atk,
    destroyed: [] as number[],
    damage: [0, 0] as [number, number],
  };
  if (targetId === null) {
    if (atk === null) {
      return { ...base, defendValue: null, targetPosition: null, known: false, outcome: 'unknown', summary: `A direct attack by a monster whose ATK is hidden.` };
    }
    base.damage[defenderPlayer] = atk;
    return { ...base, defendValue: null, targetPosition: null, known: true, outcome: 'direct', summary: `Direct attack: ${atk} damage to the defending player.` };
  }
  const target = findInView(view, targetId)?.card;
  const position: Position | null = target?.position ?? null;
  const targetName = target?.known && target.name ? target.name : 'the face-down monster';
  const targetVisible = !!target && target.known && target.faceUp !== false && target.atk !== undefined && target.def !== undefined;
  if (atk === null || !target || !targetVisible) {
    const preview: AttackPreview = {
      ...base,
      defendValue: null,
      targetPosition: position,
      known: false,
      outcome: 'unknown',
      summary: `The outcome depends on a hidden card.`,
    };
    if (atk !== null && target && !target.faceUp) {
      // A face-down monster is always in Defense Position and is flipped face-up first.
      preview.targetPosition = 'defense';
      preview.ifHidden = { destroysIfDefBelow: atk, bouncesIfDefAbove: atk, attackerTakesDefMinus: atk };
      preview.summary =
        `${name} (${atk} ATK) attacks a face-down Defense Position monster: it is flipped face-up; ` +
        `if its DEF is below ${atk} it is destroyed, if its DEF is above ${atk} nothing is destroyed and ` +
        `the attacking player takes the difference.`;
    }
    return preview;
  }
  const pos: Position = position ?? 'attack';
  const def = pos === 'attack' ? target.atk! : target.def!;
  const p: AttackPreview = { ...base, defendValue: def, targetPosition: pos, known: true, outcome: 'nothing-destroyed', summary: '' };
  const vs = `${name} (${atk} ATK) vs ${targetName} (${def} ${pos === 'attack' ? 'ATK' : 'DEF'})`;
  if (pos === 'attack') againstAttackPosition(p, view, vs, name, targetName);
  else againstDefensePosition(p, vs, targetName);
  return p;
}

/** Fills in the outcome of a battle with a face-up Attack Position monster (both values known). */
function againstAttackPosition(p: AttackPreview, view: DuelView, vs: string, name: string, targetName: string): void {
  const atk = p.attackValue!;
  const def = p.defendValue!;
  if (atk > def) {
    p.outcome = 'target-destroyed';
    p.destroyed = [p.target!];
    p.damage[p.defenderPlayer] = atk - def;
    p.summary = `${vs}: ${targetName} is destroyed and its controller takes ${atk - def} damage.`;
  } else if (atk === def) {
    if (atk === 0 && zeroAtkSurvives(view)) {
      p.summary = `${vs}: both have 0 ATK, so neither is destroyed and no damage is dealt.`;
    } else {
      p.outcome = 'both-destroyed';
      p.destroyed = [p.attacker, p.target!];
      p.summary = `${vs}: equal ATK, both are destroyed and no damage is dealt.`;
    }
  } else {
    p.outcome = 'attacker-destroyed';
    p.destroyed = [p.attacker];
    p.damage[p.attackerPlayer] = def - atk;
    p.summary = `${vs}: ${name} is destroyed and the attacking player takes ${def - atk} damage.`;
  }
}

/** Fills in the outcome of a battle with a face-up Defense Position monster (both values known). */
function againstDefensePosition(p: AttackPreview, vs: string, targetName: string): void {
  const atk = p.attackValue!;
  const def = p.defendValue!;
  if (atk > def) {
    p.outcome = 'target-destroyed';
    p.destroyed = [p.target!];
    p.summary = `${vs}: ${targetName} is destroyed; no damage to a Defense Position monster's controller.`;
  } else if (atk === def) {
    p.summary = `${vs}: nothing is destroyed and no damage is dealt.`;
  } else {
    p.damage[p.attackerPlayer] = def - atk;
    p.summary = `${vs}: nothing is destroyed and the attacking player takes ${def - atk} damage.`;
  }
}
