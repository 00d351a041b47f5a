/**
 * Small read-only questions card scripts share: what is on the field, who controls it,
 * what kind of card it is. Scripts stay short and read like the card text.
 */
import { canBeSpecialSummonedByEffect, currentAtk, freeMonsterZoneCount, isMonsterZone, maySpecialSummon, sentFromFieldThisTurn, staticOf } from './engine.js';
import type { CardStatic, EffectQuery, EffectTarget, EngineContext, DuelState, PlayerId, Resolution } from './engine.js';

export function facts(state: DuelState, id: number): CardStatic {
  return staticOf(state, state.cards[id]!);
}

export const nameOf = (state: DuelState, id: number): string => facts(state, id).name;

/** Monsters on the field (Main and Extra Monster Zones), of one player or both. */
export function monstersOn(state: DuelState, player?: PlayerId): number[] {
  const out: number[] = [];
  for (const p of player === undefined ? ([0, 1] as const) : [player]) {
    for (const id of state.players[p].monsters) if (id !== null) out.push(id);
  }
  for (const id of state.extraMonsterZones) {
    if (id !== null && (player === undefined || state.cards[id]!.controller === player)) out.push(id);
  }
  return out;
}

/** Spell and Trap Cards on the field, Field Zones included, face-up or face-down. */
export function spellTrapsOn(state: DuelState, player?: PlayerId): number[] {
  const out: number[] = [];
  for (const p of player === undefined ? ([0, 1] as const) : [player]) {
    for (const id of state.players[p].spellTraps) if (id !== null) out.push(id);
    const f = state.players[p].fieldZone;
    if (f !== null) out.push(f);
  }
  return out;
}

/** The card an effect question is about, or null when it is about a player. */
export const targetCard = (t: EffectTarget): number | null => ('card' in t ? t.card : null);

export const isFaceUp = (state: DuelState, id: number): boolean => state.cards[id]!.faceUp;

export const isSpell = (q: EffectQuery, id: number): boolean => facts(q.state, id).kind === 'spell';
export const isTrap = (q: EffectQuery, id: number): boolean => facts(q.state, id).kind === 'trap';
export const isMonsterCard = (q: EffectQuery, id: number): boolean => facts(q.state, id).kind === 'monster';

export function isRitualSpell(f: CardStatic): boolean {
  return f.kind === 'spell' && f.subtypes.includes('Ritual');
}

/** ATK as the rules see it now (with every modifier); used by conditions like Trap Hole's. */
export function atkNow(state: DuelState, ctx: EngineContext | undefined, id: number): number {
  return currentAtk(state, ctx, id);
}

/** The chain link just below the one being built or resolved (what a Counter Trap answers). */
export function topLink(state: DuelState) {
  return state.chain[state.chain.length - 1];
}

/** Face-up in a Monster Zone. */
export function faceUpMonster(state: DuelState, id: number): boolean {
  const card = state.cards[id]!;
  return isMonsterZone(card.location) && card.faceUp;
}

export function faceUpMonsters(state: DuelState, player?: PlayerId): number[] {
  return monstersOn(state, player).filter((id) => isFaceUp(state, id));
}

/** The source monster is still face-up on the field where its effect was activated. */
export function stillFaceUpHere(r: Resolution): boolean {
  return r.sourceStillThere() && faceUpMonster(r.state, r.self);
}

export function freeMainZones(state: DuelState, player: PlayerId): number {
  return freeMonsterZoneCount(state, player);
}

/** A monster in the hand or Deck that an effect may Special Summon now. */
export function summonableByEffect(state: DuelState, ctx: EngineContext | undefined, player: PlayerId, id: number): boolean {
  return maySpecialSummon(state, player) && canBeSpecialSummonedByEffect(state, ctx, id);
}

/** Did a monster `player` controlled go from the field to the Graveyard this turn? */
export function monsterSentThisTurn(state: DuelState, player: PlayerId): boolean {
  return sentFromFieldThisTurn(state, player);
}
