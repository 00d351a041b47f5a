/**
 * How the offline bot uses Spells, Traps and effects, from its view and the options'
 * tags (what each effect does) only: removal when the opponent's board is worth more,
 * Traps in answer to attacks and summons, Counter Traps against the opponent's chain
 * links, stat boosts for its monsters in battle, draws and searches whenever they are
 * there, and choices that aim harm at the opponent and help at itself.
 */
import { findInView, previewAttack } from '../engine/text/preview.js';
import type { CardView, DuelView } from '../engine/view.js';
import type { Option } from '../engine/types.js';

const valueOf = (c: CardView | null | undefined): number => {
  if (!c) return 0;
  if (!c.known) return 1000;
  if (c.kind === 'monster') return Math.max(c.atk ?? 0, (c.def ?? 0) * 0.8);
  return 800;
};

const sum = (xs: readonly (CardView | null)[]): number => xs.reduce((t, c) => t + valueOf(c), 0);
const present = <T>(xs: readonly (T | null)[]): T[] => xs.filter((x): x is T => x !== null);

function monsters(view: DuelView, side: 'you' | 'opponent'): CardView[] {
  const own = present(view[side].monsters);
  const emz = present(view.extraMonsterZones).filter((c) => (findInView(view, c.id)?.side ?? 'unknown') !== (side === 'you' ? 'opponent' : 'you'));
  return [...own, ...emz];
}

/** How much the bot wants this activation now; below 0 means "not now". */
function activationScore(view: DuelView, option: Option): number {
  const tags = new Set(option.tags ?? []);
  const theirs = monsters(view, 'opponent');
  const mine = monsters(view, 'you');
  const theirST = present(view.opponent.spellTraps).length + (view.opponent.fieldZone ? 1 : 0);
  const mySTCount = present(view.you.spellTraps).length;
  const targeted = tags.has('targets');
  const window = view.window;
  const opponentsLinkOnTop = view.chain.length > 0 && view.chain[view.chain.length - 1]!.player !== view.viewer;
  let score = -1;
  if (tags.has('negate')) score = Math.max(score, opponentsLinkOnTop ? 3000 : -1);
  if (tags.has('destroy-monster')) {
    if (targeted) score = Math.max(score, theirs.length > 0 ? 2000 + Math.max(...theirs.map(valueOf)) / 10 : -1);
    else score = Math.max(score, sum(theirs) - sum(mine) > 600 ? 1500 + (sum(theirs) - sum(mine)) / 10 : -1);
  }
  if (tags.has('destroy-spell-trap') || tags.has('destroy-trap')) {
    if (targeted) score = Math.max(score, theirST > 0 ? 1200 : -1);
    else score = Math.max(score, theirST > mySTCount ? 1100 : -1);
  }
  if (tags.has('control')) score = Math.max(score, theirs.length > 0 ? 2200 : -1);
  if (tags.has('draw') || tags.has('search')) score = Math.max(score, 900);
  if (tags.has('special-summon')) score = Math.max(score, 1000);
  if (tags.has('damage')) score = Math.max(score, 600);
  if (tags.has('stat-change')) score = Math.max(score, statChangeScore(view, mine, tags.has('equip')));
  if (tags.has('position')) score = Math.max(score, theirs.some((m) => m.position === 'attack') ? 700 : -1);
  // Tags that say how an effect is used (it targets, it costs LP), not what it does.
  const unknown = [...tags].every((t) => t === 'targets' || t.startsWith('lp-cost:'));
  if (score < 0 && unknown) {
    // An effect we know nothing about: use it when something is happening to us (an attack
    // that would cost us a monster or real damage, the opponent's Summon), not on any battle.
    // A Set Trap is never sprung in our own Main Phase for nothing: it is there to answer.
    const theirTurn = view.turnPlayer !== view.viewer;
    const answers = (window === 'attack-declared' && incomingAttackHurts(view)) || (window === 'summoned' && theirTurn);
    score = answers ? 400 : view.pending?.kind === 'main' && !isSetTrap(view, option) ? 200 : -1;
  }
  return score - lifePointPenalty(view, option);
}

/** Whether the option springs one of our own Set Traps. */
function isSetTrap(view: DuelView, option: Option): boolean {
  if (option.action.type !== 'activate') return false;
  const id = option.action.card;
  const card = view.you.spellTraps.find((c) => c?.id === id);
  return !!card && card.faceUp === false && card.kind === 'trap';
}

/** How much a boost is worth now, if anything. */
function statChangeScore(view: DuelView, mine: readonly CardView[], equip: boolean): number {
  // An Equip Spell is played in our Main Phase 1 onto a face-up monster of ours, to attack with it this turn.
  if (equip) return view.pending?.kind === 'main' && view.phase === 'main1' && mine.some((m) => m.faceUp !== false) ? 800 : -1;
  // Other boosts are for a battle of ours that a boost can still turn.
  // It must have a face-up monster of ours in the battle to land on: a boost on nothing, or
  // on the opponent's monster, is a card thrown away.
  const b = view.battle;
  if (!b || !mine.some((m) => (m.id === b.attacker || m.id === b.target) && m.faceUp !== false)) return -1;
  return boostCanTurnBattle(view, b.attacker, b.target) ? 1300 : -1;
}

/** The most a usual boost adds (Rush Recklessly +700, Reinforcements +500, Megamorph and the like aside). */
const USUAL_BOOST = 1000;

/**
 * Whether a boost on our side can change how the current battle ends: not when we already
 * win it outright, nor when the gap is more than a usual boost, nor against a face-down card.
 */
function boostCanTurnBattle(view: DuelView, attacker: number, target: number | null): boolean {
  if (target === null) return true; // a direct attack: a boost adds damage (ours) or blocks nothing (theirs)
  const a = findInView(view, attacker)?.card;
  const t = findInView(view, target)?.card;
  if (!a?.known || !t?.known || a.atk === undefined) return false;
  const defending = t.position === 'defense' ? t.def ?? 0 : t.atk ?? 0;
  const ours = findInView(view, attacker)?.side === 'you';
  const gap = ours ? defending - a.atk : a.atk - defending; // > 0: we are losing this battle
  return gap >= 0 && gap < USUAL_BOOST;
}

/** The opponent's attack under way would destroy a monster of ours or deal us 1000 or more. */
function incomingAttackHurts(view: DuelView): boolean {
  const b = view.battle;
  if (!b || findInView(view, b.attacker)?.side !== 'opponent') return false;
  const preview = previewAttack(view, b.attacker, b.target);
  if (!preview.known) return true;
  const outcome = preview.outcome;
  return outcome === 'target-destroyed' || outcome === 'both-destroyed' || preview.damage[view.viewer] >= 1000;
}

/**
 * LP paid as a cost weigh more the fewer LP are left: 500 LP is cheap at 8000 and dear at
 * 2000, and a cost that would take every LP left is never worth it. This keeps the bot from
 * paying for the same effect over and over (Ultimate Offering) until it has nothing left.
 */
function lifePointPenalty(view: DuelView, option: Option): number {
  const tag = option.tags?.find((t) => t.startsWith('lp-cost:'));
  if (!tag) return 0;
  const cost = Number(tag.slice('lp-cost:'.length));
  const lp = view.you.lp;
  if (cost >= lp) return Number.POSITIVE_INFINITY;
  return (cost * 1000) / lp;
}

/** The activation worth making now, if any. */
export function pickActivation(view: DuelView, options: readonly Option[]): Option | undefined {
  let best: { option: Option; score: number } | undefined;
  for (const o of options) {
    if (o.action.type !== 'activate') continue;
    const score = activationScore(view, o);
    if (score > 0 && (!best || score > best.score)) best = { option: o, score };
  }
  return best?.option;
}

/** Traps and Quick-Play Spells are Set so they can answer later; Normal Spells stay in hand. */
export function pickSet(view: DuelView, options: readonly Option[]): Option | undefined {
  for (const o of options) {
    if (o.action.type !== 'set-spell-trap') continue;
    const card = view.you.hand.find((c) => c.id === (o.action as { card: number }).card);
    if (!card?.known) continue;
    if (card.kind === 'trap') return o;
  }
  return undefined;
}

/**
 * Answers a `choose` decision: harm goes to the opponent's best card, help to our own (in a
 * battle, to our monster fighting it). When harm must fall on our own cards (Two-Pronged
 * Attack's cost, a Tribute) it falls on the least valuable, and so does help forced onto
 * the opponent's.
 */
export function pickChoice(view: DuelView, options: readonly Option[]): Option {
  // A choice of cards to give up (a discard, a Tribute) harms them, whatever the effect does.
  const givesUp = /^(discard|tribute)\b/i.test(view.pending?.prompt ?? '');
  const hint = givesUp ? 'harm' : view.pending?.hint;
  const fighting = view.battle ? [view.battle.attacker, view.battle.target] : [];
  let best: { option: Option; score: number } | undefined;
  for (const o of options) {
    if (o.action.type !== 'choose' || o.action.done || o.action.pick === null) continue;
    const found = findInView(view, o.action.pick);
    const theirs = found?.side === 'opponent';
    const mine = found?.side === 'you';
    const value = found ? valueOf(found.card) : 500;
    let score = value;
    if (hint === 'harm') score = theirs ? 10_000 + value : mine ? -10_000 - value : value;
    if (hint === 'help') score = mine ? 10_000 + value + (fighting.includes(o.action.pick) ? 5_000 : 0) : theirs ? -10_000 - value : value;
    if (!best || score > best.score) best = { option: o, score };
  }
  const done = options.find((o) => o.action.type === 'choose' && o.action.done);
  if (done && best && best.score < 0) return done;
  return best?.option ?? done ?? options[0]!;
}
