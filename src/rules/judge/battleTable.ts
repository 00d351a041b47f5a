/**
 * The damage tables of the rules reference (battle.damage-attack, battle.damage-defense,
 * battle.direct-attack, battle.zero-atk) as a pure function over numbers, so a player's
 * "my 1500 ATK monster attacks a 1200 DEF monster" gets a computed answer instead of a
 * list of sections. Only the plain table: card effects that change a battle are out of
 * scope, and the answer says so.
 */

export type TargetPosition = 'attack' | 'defense' | 'direct';

export interface BattleNumbers {
  attackerAtk: number;
  /** The target's ATK (attack position) or DEF (defense position); null for a direct attack. */
  targetValue: number | null;
  position: TargetPosition;
  /** The target was face-down: it is flipped face-up in the Damage Step first. */
  faceDown?: boolean;
}

export interface BattleOutcome {
  attackerDestroyed: boolean;
  targetDestroyed: boolean;
  /** Battle damage to the attacking player and to the defending player. */
  damageToAttacker: number;
  damageToDefender: number;
  /** Reference sections the outcome rests on, most specific first. */
  sections: string[];
}

/** The table lookup: what is destroyed and who takes how much battle damage. */
export function battleOutcome(b: BattleNumbers): BattleOutcome {
  const atk = b.attackerAtk;
  if (b.position === 'direct' || b.targetValue === null) {
    return { attackerDestroyed: false, targetDestroyed: false, damageToAttacker: 0, damageToDefender: atk, sections: ['battle.direct-attack'] };
  }
  const t = b.targetValue;
  const faceDown = b.faceDown ? ['battle.face-down'] : [];
  if (b.position === 'defense') {
    const sections = [...faceDown, 'battle.damage-defense'];
    if (atk > t) return { attackerDestroyed: false, targetDestroyed: true, damageToAttacker: 0, damageToDefender: 0, sections };
    if (atk === t) return { attackerDestroyed: false, targetDestroyed: false, damageToAttacker: 0, damageToDefender: 0, sections };
    return { attackerDestroyed: false, targetDestroyed: false, damageToAttacker: t - atk, damageToDefender: 0, sections };
  }
  if (atk === 0 && t === 0) {
    return { attackerDestroyed: false, targetDestroyed: false, damageToAttacker: 0, damageToDefender: 0, sections: ['battle.zero-atk', 'battle.damage-attack'] };
  }
  const sections = ['battle.damage-attack'];
  if (atk > t) return { attackerDestroyed: false, targetDestroyed: true, damageToAttacker: 0, damageToDefender: atk - t, sections };
  if (atk === t) return { attackerDestroyed: true, targetDestroyed: true, damageToAttacker: 0, damageToDefender: 0, sections };
  return { attackerDestroyed: true, targetDestroyed: false, damageToAttacker: t - atk, damageToDefender: 0, sections };
}

/** The outcome in plain words, the verdict first. */
export function describeBattle(b: BattleNumbers, o: BattleOutcome): string {
  const atk = `${b.attackerAtk} ATK`;
  if (b.position === 'direct') {
    return `The attack hits directly: the defending player takes ${o.damageToDefender} battle damage (the attacker's full ATK). A direct attack is only possible when that player controls no monsters.`;
  }
  const field = b.position === 'defense' ? 'DEF' : 'ATK';
  const vs = `${atk} against ${b.targetValue} ${field}`;
  const flip = b.faceDown ? 'The face-down monster is first turned face-up in Defense Position (that is not a Flip Summon, but its Flip effect still activates after damage calculation). ' : '';
  const damage = o.damageToAttacker > 0
    ? `the attacking player takes ${o.damageToAttacker} battle damage`
    : o.damageToDefender > 0 ? `the defending player takes ${o.damageToDefender} battle damage` : 'no one takes battle damage';
  let verdict: string;
  if (b.position === 'defense') {
    if (o.targetDestroyed) verdict = `The defending monster is destroyed and ${damage}: ${vs}, and a Defense Position monster keeps its controller from taking battle damage.`;
    else if (o.damageToAttacker > 0) verdict = `Neither monster is destroyed and ${damage}: ${vs} bounces off, and the attacker's controller pays the difference.`;
    else verdict = `Neither monster is destroyed and ${damage}: ${vs} is a tie, and a tie against a Defense Position monster changes nothing.`;
  } else if (o.sections[0] === 'battle.zero-atk') {
    verdict = 'Neither monster is destroyed and no one takes battle damage: a 0 ATK monster cannot destroy anything by battle.';
  } else if (o.attackerDestroyed && o.targetDestroyed) {
    verdict = `Both monsters are destroyed and ${damage}: ${vs} is a tie.`;
  } else if (o.targetDestroyed) {
    verdict = `The attacked monster is destroyed and ${damage}: ${vs}, and the difference comes off the defending player's Life Points.`;
  } else {
    verdict = `The attacking monster is destroyed and ${damage}: ${vs} loses, and the difference comes off the attacking player's Life Points.`;
  }
  return `${flip}${verdict}`;
}
