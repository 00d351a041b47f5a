/**
 * A DuelView as token-lean text for language-model prompts. It reads a DuelView only, so
 * it can never show what the viewer may not know; `publicView` goes further and strips
 * the viewer's own secrets too (hand, face-down cards, Extra Deck), for prompts whose
 * answer is shown to the other player (narration, chat replies, the message interpreter).
 *
 * Example (the bot's view, its own side first):
 *
 *   Turn 4, your turn, Battle Phase (Battle Step). Normal Summon used.
 *   You: LP 7400 · hand 4 · deck 30 · GY 1
 *    hand: Battle Ox 1700/1000 L4; Judge Man 2200/1500 L6
 *    monsters: m1 Rude Kaiser 1800/1600 ATK; m2 Uraby 1500/800 L4 face-down DEF
 *    GY: Rogue Doll
 *   Opponent: LP 6300 · hand 5 · deck 31 · GY 0
 *    monsters: om1 face-down DEF
 */
import type { CardView, DuelView, PlayerView } from '../engine/view.js';
import type { PlayerId } from '../engine/types.js';
import { PHASE_NAMES } from '../engine/text/phaseNames.js';

export interface CompactBoardOptions {
  /** What each side is called (default "You" and "Opponent"). */
  labels?: { you: string; opponent: string };
  /** What the players are called in the header's "whose turn" (default "your" / "your opponent's"). */
  turnOwners?: { you: string; opponent: string };
  /** How many Graveyard names to list per side, most recent last (default 6; the count is always given). */
  graveyardNames?: number;
}


const STEPS: Record<string, string> = { start: 'Start Step', battle: 'Battle Step', damage: 'Damage Step', end: 'End Step' };

function stats(c: CardView): string {
  if (c.kind !== undefined && c.kind !== 'monster') return c.kind;
  const parts: string[] = [];
  if (c.atk !== undefined || c.def !== undefined) parts.push(`${c.atk ?? '?'}/${c.def ?? '?'}`);
  if (c.level !== undefined && c.level > 0) parts.push(`L${c.level}`);
  return parts.join(' ');
}

function named(c: CardView): string {
  const s = stats(c);
  return `${c.name ?? 'a card'}${s ? ` ${s}` : ''}`;
}

/**
 * A card in a Spell & Trap Zone or the Field Zone: Set or face-up, never a battle
 * position ("face-down ATK" means nothing for a Set Trap).
 */
function backRowCard(ref: string, c: CardView): string {
  if (c.faceUp === false) return c.known ? `${ref} ${named(c)} (Set)` : `${ref} Set card`;
  if (!c.known) return `${ref} unknown card`;
  return `${ref} ${named(c)} (face-up)`;
}

function fieldCard(ref: string, c: CardView): string {
  const pos = c.position === 'defense' ? 'DEF' : c.position === 'attack' ? 'ATK' : '';
  if (c.faceUp === false) {
    const what = c.known ? `${named(c)} face-down` : 'face-down';
    return `${ref} ${what}${pos ? ` ${pos}` : ''}`;
  }
  if (!c.known) return `${ref} unknown card${pos ? ` ${pos}` : ''}`;
  return `${ref} ${named(c)}${pos ? ` ${pos}` : ''}`;
}

function zones(prefix: string, list: readonly (CardView | null)[]): string[] {
  return list.flatMap((c, i) => (c ? [fieldCard(`${prefix}${i + 1}`, c)] : []));
}

function side(title: string, p: PlayerView, prefix: '' | 'o', own: boolean, gyNames: number): string[] {
  const lines: string[] = [];
  const piles = [`LP ${p.lp}`, `hand ${p.handCount}`, `deck ${p.deckCount}`, `GY ${p.graveyard.length}`];
  if (p.banished.length) piles.push(`banished ${p.banished.length}`);
  if (p.extraCount) piles.push(`extra ${p.extraCount}`);
  lines.push(`${title}: ${piles.join(' · ')}`);
  if (own && p.hand.length) lines.push(` hand: ${p.hand.map((c) => (c.known ? named(c) : 'a card')).join('; ')}`);
  const monsters = zones(`${prefix}m`, p.monsters);
  if (monsters.length) lines.push(` monsters: ${monsters.join('; ')}`);
  const backRow = p.spellTraps.flatMap((c, i) => (c ? [backRowCard(`${prefix}s${i + 1}`, c)] : []));
  if (p.fieldZone) backRow.push(backRowCard(`${prefix}fz`, p.fieldZone));
  if (backRow.length) lines.push(` spell/trap: ${backRow.join('; ')}`);
  if (p.graveyard.length && gyNames > 0) {
    const shown = p.graveyard.slice(-gyNames).map((c) => c.name ?? 'a card');
    const more = p.graveyard.length - shown.length;
    lines.push(` GY: ${more > 0 ? `(${more} more) ` : ''}${shown.join(', ')}`);
  }
  const banished = p.banished.filter((c) => c.known).map((c) => c.name ?? 'a card');
  if (banished.length) lines.push(` banished: ${banished.join(', ')}`);
  if (own && p.extra.length) lines.push(` extra deck: ${p.extra.map((c) => c.name ?? 'a card').join('; ')}`);
  return lines;
}

/** The board as a few short lines, the viewer's side first. */
export function compactBoard(view: DuelView, options: CompactBoardOptions = {}): string {
  const labels = options.labels ?? { you: 'You', opponent: 'Opponent' };
  const owners = options.turnOwners ?? { you: 'your', opponent: "your opponent's" };
  const gyNames = options.graveyardNames ?? 6;
  const lines: string[] = [];
  if (view.result) {
    const r = view.result;
    const who = r.winner === null ? 'a draw' : r.winner === view.viewer ? `${labels.you} won` : `${labels.opponent} won`;
    lines.push(`Duel over: ${who} (${r.reason}).`);
  } else {
    const whose = view.turnPlayer === view.viewer ? owners.you : owners.opponent;
    const step = view.phase === 'battle' && view.step ? ` (${STEPS[view.step] ?? view.step})` : '';
    let head = `Turn ${view.turn}, ${whose} turn, ${PHASE_NAMES[view.phase] ?? view.phase}${step}.`;
    if (view.phase === 'main1' || view.phase === 'main2') head += view.normalSummonUsed ? ' Normal Summon used.' : ' Normal Summon available.';
    lines.push(head);
  }
  lines.push(...side(labels.you, view.you, '', true, gyNames));
  lines.push(...side(labels.opponent, view.opponent, 'o', false, gyNames));
  const emz = view.extraMonsterZones.flatMap((c, i) => (c ? [fieldCard(`em${i + 1}`, c)] : []));
  if (emz.length) lines.push(`Extra Monster Zones: ${emz.join('; ')}`);
  return lines.join('\n');
}

function hide(c: CardView): CardView {
  const out: CardView = { id: c.id, known: false };
  if (c.position !== undefined) out.position = c.position;
  if (c.faceUp !== undefined) out.faceUp = c.faceUp;
  if (c.zone !== undefined) out.zone = c.zone;
  return out;
}

/** A card both players may know: face-up on the field, in a Graveyard, banished face-up. */
function publicCard(c: CardView): CardView {
  return c.faceUp === false ? hide(c) : c;
}

function publicSide(p: PlayerView): PlayerView {
  return {
    ...p,
    hand: [],
    extra: [],
    monsters: p.monsters.map((c) => (c ? publicCard(c) : null)),
    spellTraps: p.spellTraps.map((c) => (c ? publicCard(c) : null)),
    fieldZone: p.fieldZone ? publicCard(p.fieldZone) : null,
    banished: p.banished.map((c) => (c.known && c.faceUp !== false ? c : hide(c))),
  };
}

/**
 * The view with the viewer's own secrets removed too: what both players know. Built from
 * a DuelView, so it can hold nothing the view's player may not know either.
 */
export function publicView(view: DuelView): DuelView {
  return {
    ...view,
    you: publicSide(view.you),
    opponent: publicSide(view.opponent),
    extraMonsterZones: view.extraMonsterZones.map((c) => (c ? publicCard(c) : null)),
  };
}

/** The same view seen from the other seat: sides swapped (zone references follow). */
export function mirrorView(view: DuelView): DuelView {
  const other: PlayerId = view.viewer === 0 ? 1 : 0;
  return { ...view, viewer: other, you: view.opponent, opponent: view.you };
}

/** Every card name a view shows (its own hand included), for checks on model text. */
export function namesInView(view: DuelView): Set<string> {
  const names = new Set<string>();
  const add = (c: CardView | null | undefined): void => {
    if (c?.known && c.name) names.add(c.name);
  };
  for (const p of [view.you, view.opponent]) {
    p.hand.forEach(add);
    p.monsters.forEach(add);
    p.spellTraps.forEach(add);
    add(p.fieldZone);
    p.graveyard.forEach(add);
    p.banished.forEach(add);
    p.extra.forEach(add);
  }
  view.extraMonsterZones.forEach(add);
  return names;
}

/** Every number a view shows (LP, ATK/DEF, levels, counts, the turn), for checks on model text. */
export function numbersInView(view: DuelView): Set<number> {
  const nums = new Set<number>([view.turn]);
  const add = (c: CardView | null | undefined): void => {
    if (!c?.known) return;
    for (const v of [c.atk, c.def, c.level]) if (typeof v === 'number') nums.add(v);
  };
  for (const p of [view.you, view.opponent]) {
    for (const v of [p.lp, p.handCount, p.deckCount, p.graveyard.length, p.banished.length, p.extraCount]) nums.add(v);
    p.hand.forEach(add);
    p.monsters.forEach(add);
    p.spellTraps.forEach(add);
    add(p.fieldZone);
    p.graveyard.forEach(add);
    p.banished.forEach(add);
  }
  view.extraMonsterZones.forEach(add);
  return nums;
}
