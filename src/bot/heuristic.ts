/**
 * A deterministic rule-of-thumb player for duels of Normal Monsters. It reads only its
 * own DuelView and the engine's options (never the state), so it knows exactly what a
 * human in its seat would know: its hand, both fields as far as they are face-up, and
 * the public piles. Every answer is one of the options it was given.
 */
import { findInView, previewAttack, zeroAtkSurvives } from '../engine/text/preview.js';
import { opponentOf } from '../engine/zones.js';
import type { CardView, DuelView } from '../engine/view.js';
import type { Action, Option, PlayerId, Position } from '../engine/types.js';
import type { BotPolicy } from './types.js';
import { pickActivation, pickChoice, pickSet } from './effectChoices.js';
import { pickSpecialSummon } from './specialSummon.js';

/** What we assume about a face-down monster we cannot see: a typical Level 4 DEF. */
export const ESTIMATED_FACE_DOWN_DEF = 1200;

// ---------------------------------------------------------------------------------------
// The policy

interface Mon {
  card: CardView;
  atk: number;
  def: number;
}

function asMon(c: CardView | null | undefined): Mon | null {
  if (!c) return null;
  return { card: c, atk: c.atk ?? 0, def: c.def ?? 0 };
}

/** The viewer's monsters: Main Monster Zones plus Extra Monster Zone monsters shown as theirs by the options. */
function myMonsters(view: DuelView, options: readonly Option[]): Mon[] {
  const out: Mon[] = [];
  for (const c of view.you.monsters) {
    const m = asMon(c);
    if (m) out.push(m);
  }
  const mineInEmz = new Set<number>();
  for (const o of options) {
    const a = o.action;
    if (a.type === 'attack') mineInEmz.add(a.attacker);
    if (a.type === 'flip-summon' || a.type === 'change-position') mineInEmz.add(a.card);
    if (a.type === 'normal-summon' || a.type === 'set-monster') for (const t of a.tributes) mineInEmz.add(t);
  }
  for (const c of view.extraMonsterZones) if (c && mineInEmz.has(c.id)) out.push(asMon(c)!);
  return out;
}

function opponentMonsters(view: DuelView, options: readonly Option[]): Mon[] {
  const out: Mon[] = [];
  for (const c of view.opponent.monsters) {
    const m = asMon(c);
    if (m) out.push(m);
  }
  const targets = new Set<number>();
  for (const o of options) if (o.action.type === 'attack' && o.action.target !== null) targets.add(o.action.target);
  for (const c of view.extraMonsterZones) if (c && targets.has(c.id)) out.push(asMon(c)!);
  return out;
}

const visible = (m: Mon): boolean => m.card.known && m.card.faceUp !== false;

/** How much we like a monster of the opponent's gone: bigger is better. */
function threatValue(m: Mon): number {
  return visible(m) ? Math.max(m.atk, m.def / 2) : ESTIMATED_FACE_DOWN_DEF;
}

/**
 * A score for an attack: positive means worth making. Kills matter most, damage next;
 * among attackers that kill the same target the weaker one is preferred, so the stronger
 * one stays free for a bigger target or a direct attack.
 */
function attackScore(view: DuelView, attacker: Mon, target: Mon | null): number {
  const preview = previewAttack(view, attacker.card.id, target ? target.card.id : null);
  const me = view.viewer;
  const opp = opponentOf(me);
  if (preview.outcome === 'direct') return 20_000 + preview.damage[opp];
  if (!target) return -1;
  if (!preview.known) {
    // Face-down target: attack when we very likely beat a typical DEF.
    const margin = attacker.atk - ESTIMATED_FACE_DOWN_DEF;
    if (margin >= 300) return 3_000 + Math.min(margin, 1_000) - attacker.atk / 10;
    if (margin >= 0) return 200 - attacker.atk / 10;
    return -1;
  }
  switch (preview.outcome) {
    case 'target-destroyed':
      return 10_000 + 2 * threatValue(target) + preview.damage[opp] / 4 - attacker.atk / 10;
    case 'both-destroyed':
      // A trade: good when their monster is worth at least ours.
      return threatValue(target) >= attacker.atk ? 100 : -1;
    case 'nothing-destroyed':
      return -5;
    default:
      return -1 - preview.damage[me];
  }
}

export interface Scored {
  option: Option;
  score: number;
}

function best(list: Scored[]): Scored | undefined {
  let top: Scored | undefined;
  for (const s of list) if (!top || s.score > top.score) top = s;
  return top;
}

/** Every attack option with its score (positive: worth making); `easy` reads it to pick a weaker one. */
export function scoredAttacks(view: DuelView, options: readonly Option[]): Scored[] {
  const mine = new Map(myMonsters(view, options).map((m) => [m.card.id, m]));
  const theirs = new Map(opponentMonsters(view, options).map((m) => [m.card.id, m]));
  const scored: Scored[] = [];
  for (const option of options) {
    const a = option.action;
    if (a.type !== 'attack') continue;
    const attacker = mine.get(a.attacker);
    if (!attacker) continue;
    const target = a.target === null ? null : theirs.get(a.target) ?? null;
    if (a.target !== null && !target) continue;
    scored.push({ option, score: attackScore(view, attacker, target) });
  }
  return scored;
}

function bestAttack(view: DuelView, options: readonly Option[]): Scored | undefined {
  const top = best(scoredAttacks(view, options));
  return top && top.score > 0 ? top : undefined;
}

function handMonster(view: DuelView, id: number): Mon | null {
  const c = view.you.hand.find((h) => h.id === id);
  return c && c.kind === 'monster' ? asMon(c) : null;
}

/** The opponent's strongest visible ATK (0 if none), and whether they have monsters we cannot see. */
function opponentStrength(theirs: readonly Mon[]): { maxAtk: number; hidden: number } {
  let maxAtk = 0;
  let hidden = 0;
  for (const m of theirs) {
    if (visible(m)) maxAtk = Math.max(maxAtk, m.atk);
    else hidden += 1;
  }
  return { maxAtk, hidden };
}

/** Can a monster of this ATK make a worthwhile attack on the opponent's current board? */
function hasGoodAttack(view: DuelView, atk: number, theirs: readonly Mon[]): boolean {
  if (theirs.length === 0) return atk > 0;
  const fake: Mon = { card: { id: -1, known: true, atk, def: 0, faceUp: true, position: 'attack' }, atk, def: 0 };
  return theirs.some((t) => scoreAgainst(view, fake, t) > 0);
}

function scoreAgainst(view: DuelView, attacker: Mon, target: Mon): number {
  // attackScore needs the attacker to be findable in the view; emulate with the numbers.
  if (!visible(target)) {
    const margin = attacker.atk - ESTIMATED_FACE_DOWN_DEF;
    return margin >= 300 ? 1 : -1;
  }
  const def = target.card.position === 'defense' ? target.def : target.atk;
  if (attacker.atk > def) return 1;
  if (attacker.atk === def && target.card.position !== 'defense' && !(def === 0 && zeroAtkSurvives(view))) {
    return threatValue(target) >= attacker.atk ? 1 : -1;
  }
  return -1;
}

/** A monster of this ATK is worth having face-up in Attack Position: the strongest on the field, or it wins a battle now. */
function wouldFight(view: DuelView, atk: number, theirs: readonly Mon[], canBattle: boolean): boolean {
  const { maxAtk, hidden } = opponentStrength(theirs);
  const strongest = atk >= maxAtk && (hidden === 0 || atk > ESTIMATED_FACE_DOWN_DEF);
  return strongest || (canBattle && hasGoodAttack(view, atk, theirs));
}

function chooseSummon(view: DuelView, options: readonly Option[], mine: readonly Mon[], theirs: readonly Mon[], canBattle: boolean): Option | undefined {
  const myById = new Map(mine.map((m) => [m.card.id, m]));
  const tributeCost = (ids: readonly number[]): number =>
    ids.reduce((sum, id) => {
      const m = myById.get(id);
      return sum + (m ? m.atk : 0);
    }, 0);
  type Cand = { option: Option; mon: Mon; cost: number };
  const summons: Cand[] = [];
  const sets: Cand[] = [];
  for (const option of options) {
    const a = option.action;
    if (a.type !== 'normal-summon' && a.type !== 'set-monster') continue;
    const mon = handMonster(view, a.card);
    if (!mon) continue;
    const cost = tributeCost(a.tributes);
    // A Tribute must gain ATK overall: the new monster beats the ATK it replaces.
    if (a.tributes.length > 0 && !(mon.atk > cost)) continue;
    (a.type === 'normal-summon' ? summons : sets).push({ option, mon, cost });
  }
  // Strongest ATK first; for equal ATK the cheaper Tribute, then the higher DEF.
  summons.sort((x, y) => y.mon.atk - x.mon.atk || x.cost - y.cost || y.mon.def - x.mon.def || x.mon.card.id - y.mon.card.id);
  const top = summons[0];
  if (top && wouldFight(view, top.mon.atk, theirs, canBattle)) return top.option;
  // It would lose every battle: Set the sturdiest monster instead (without Tributes).
  const plainSets = sets.filter((s) => s.cost === 0 && (s.option.action as { tributes: readonly number[] }).tributes.length === 0);
  plainSets.sort((x, y) => y.mon.def - x.mon.def || y.mon.atk - x.mon.atk || x.mon.card.id - y.mon.card.id);
  if (plainSets[0]) return plainSets[0].option;
  sets.sort((x, y) => y.mon.def - x.mon.def || x.cost - y.cost || x.mon.card.id - y.mon.card.id);
  if (sets[0]) return sets[0].option;
  return top?.option;
}

function find(options: readonly Option[], pred: (a: Action) => boolean): Option | undefined {
  return options.find((o) => pred(o.action));
}

function chooseMain(view: DuelView, options: readonly Option[]): Option {
  const mine = myMonsters(view, options);
  const theirs = opponentMonsters(view, options);
  const battleOption = find(options, (a) => a.type === 'enter-battle');
  const canBattle = view.phase === 'main1' && !!battleOption;
  const { maxAtk } = opponentStrength(theirs);

  // 1. Spells and effects worth using now (removal, draws, revival...).
  const activation = pickActivation(view, options);
  if (activation) return activation;

  // 2. Summons by a monster's own procedure (they leave the Normal Summon free).
  const special = pickSpecialSummon(view, options, (atk) => wouldFight(view, atk, theirs, canBattle));
  if (special) return special.option;

  // 2. Summon or Set (once per turn).
  const summon = chooseSummon(view, options, mine, theirs, canBattle);
  if (summon) return summon;

  // 3. Set Traps to answer the opponent later.
  const set = pickSet(view, options);
  if (set) return set;

  // 2. Flip Summon a face-down monster that can fight now.
  for (const o of options) {
    if (o.action.type !== 'flip-summon') continue;
    const id = o.action.card;
    const m = mine.find((x) => x.card.id === id);
    if (!m) continue;
    if (canBattle && hasGoodAttack(view, m.atk, theirs) && m.atk >= maxAtk) return o;
  }

  // 3. Position changes.
  for (const o of options) {
    if (o.action.type !== 'change-position') continue;
    const id = o.action.card;
    const m = mine.find((x) => x.card.id === id);
    if (!m) continue;
    if (m.card.position === 'defense') {
      // To Attack when it can win a battle now (Main Phase 1) and would not be outgunned.
      if (canBattle && hasGoodAttack(view, m.atk, theirs) && m.atk >= maxAtk) return o;
    } else if (!canBattle || view.phase === 'main2') {
      // To Defense when the opponent's visible monsters would destroy it next turn.
      if (m.atk < maxAtk) return o;
    }
  }

  // 4. Battle, only if something can make a good attack.
  if (canBattle && battleOption) {
    const attackers = mine.filter((m) => m.card.faceUp && m.card.position === 'attack');
    if (attackers.some((m) => hasGoodAttack(view, m.atk, theirs))) return battleOption;
  }

  // 5. Weak face-up Attack Position monsters that are about to be attacked go to Defense
  //    even in Main Phase 1 when we are not battling (the loop above covered Main Phase 2).
  if (canBattle) {
    for (const o of options) {
      if (o.action.type !== 'change-position') continue;
      const id = o.action.card;
      const m = mine.find((x) => x.card.id === id);
      if (m && m.card.position === 'attack' && m.atk < maxAtk) return o;
    }
  }

  return find(options, (a) => a.type === 'end-turn') ?? options[options.length - 1]!;
}

function chooseDiscard(view: DuelView, options: readonly Option[]): Option {
  let pick: { option: Option; value: number } | undefined;
  for (const option of options) {
    if (option.action.type !== 'discard') continue;
    const id = option.action.card;
    const c = view.you.hand.find((h) => h.id === id);
    const value = c && c.kind === 'monster' ? Math.max(c.atk ?? 0, (c.def ?? 0) * 0.8) : 500;
    if (!pick || value < pick.value) pick = { option, value };
  }
  return pick ? pick.option : options[0]!;
}

export function createHeuristicBot(): BotPolicy {
  return {
    name: 'heuristic',
    choose(view: DuelView, options: readonly Option[]): Option {
      if (options.length === 0) throw new Error('heuristic bot: no options to choose from');
      const playable = options.filter((o) => o.action.type !== 'surrender');
      if (playable.length === 0) return options[0]!;
      if (playable.length === 1) return playable[0]!;
      const kind = view.pending?.kind;
      switch (kind) {
        case 'main':
          return chooseMain(view, playable);
        case 'battle': {
          const boost = pickActivation(view, playable);
          if (boost) return boost;
          const attack = bestAttack(view, playable);
          return attack?.option ?? find(playable, (a) => a.type === 'end-battle') ?? playable[0]!;
        }
        case 'replay': {
          const attack = bestAttack(view, playable);
          return attack?.option ?? find(playable, (a) => a.type === 'cancel-attack') ?? playable[0]!;
        }
        case 'discard':
          return chooseDiscard(view, playable);
        case 'respond':
          return pickActivation(view, playable) ?? find(playable, (a) => a.type === 'pass') ?? playable[0]!;
        case 'choose':
          return pickChoice(view, playable);
        case 'yes-no':
          return find(playable, (a) => a.type === 'answer' && a.yes) ?? playable[0]!;
        default:
          return find(playable, (a) => a.type === 'pass') ?? playable[0]!;
      }
    },
  };
}
