/**
 * A battle question answered by playing it: the situation it describes is read, built as
 * a board and played in the engine (situation/run.ts); the answer is what the engine did
 * (outcome, each step with its rule id, whether the duel ends), with the damage table's
 * row for the numbers the engine compared when no card in the question changed the battle.
 */
import type { CardDb } from '../../cards/cardDb.js';
import { engineFor } from '../../cards/catalog.js';
import type { Engine } from '../../engine/index.js';
import type { DuelEvent, DuelState, PlayerId } from '../../engine/types.js';
import { sectionsFor, type Answer } from '../answer/types.js';
import { QUOTED_MARKER } from '../judge/cardQuestion.js';
import { battleOutcome, describeBattle } from '../judge/battleTable.js';
import type { QuestionReading } from '../question/read.js';
import type { RulesReference } from '../reference.js';
import { readSituation, type Situation } from './read.js';
import { reportSituation } from './report.js';
import { runSituation, type SituationRun } from './run.js';

const engines = new WeakMap<CardDb, Engine>();

/** An engine over this card database, made once per database. */
export function engineOf(db: CardDb): Engine {
  let engine = engines.get(db);
  if (!engine) {
    engine = engineFor(db);
    engines.set(db, engine);
  }
  return engine;
}

/** The damage table's sentence for the values the engine compared (its first damage calculation). */
function tableLine(events: readonly DuelEvent[]): string | null {
  const calc = events.find((e): e is Extract<DuelEvent, { type: 'damage-calculation' }> => e.type === 'damage-calculation');
  if (!calc || calc.defendValue === null) return null;
  const numbers = { attackerAtk: calc.attackValue, targetValue: calc.defendValue, position: calc.targetPosition === 'defense' ? ('defense' as const) : ('attack' as const) };
  return `By the damage table: ${describeBattle(numbers, battleOutcome(numbers))}`;
}

/**
 * "..., do I win?", "does he lose?", "is that game?": the verdict from the run's result, said
 * first. Null when the question does not ask who wins.
 */
export function winVerdict(text: string, state: DuelState): string | null {
  const m = /\b(?:do|does|did|will|would|can|could|am|is)\s+(i|he|she|they|my opponent|opp\w*|the opponent|him|her)\s+(?:still\s+)?(win|lose|die|dead|going to (?:win|lose))\b/.exec(text);
  const game = /\b(?:is (?:that|it|this) (?:game|lethal|enough to win)|(?:does|will|would) (?:that|it|this) (?:kill (?:him|her|them|me)|win|end the (?:duel|game)))\b/.exec(text);
  if (!m && !game) return null;
  const player: PlayerId = m ? (/^(?:i|am)$/.test(m[1]!) ? 0 : 1) : /\bkill me\b/.test(text) ? 1 : 0;
  const wins = m ? !/lose|die|dead/.test(m[2]!) : true;
  const winner = state.result?.winner;
  const yes = winner !== undefined && winner !== null && (wins ? winner === player : winner !== player);
  const you = player === 0 ? 'you' : 'your opponent';
  if (!state.result) return `No: the duel goes on (you at ${state.players[0].lp} LP, your opponent at ${state.players[1].lp} LP).`;
  const loser = winner === 0 ? 'your opponent loses' : 'you lose';
  const said = winner === null ? 'the duel ends in a draw' : wins ? `${winner === 0 ? 'you win' : 'your opponent wins'} the duel` : `${loser} the duel`;
  void you;
  return `${yes ? 'Yes' : 'No'}: ${said}.`;
}

/**
 * "do I do damage?", "does he take dmg?", "any damage?", "does my 1900 kill his 1800 def guy?":
 * the verdict from the run's battle damage or the target's destruction. Null when not asked.
 */
export function battleVerdict(text: string, run: SituationRun): string | null {
  const damage = /\b(?:do|does|did|will|would|can)\s+(i|he|she|they|my opponent|opp\w*|it|that|my monster|mine)\s+(?:still\s+|even\s+)?(do|deal|inflict|cause|take|get|lose|receive)\s+(?:any\s+)?(?:battle\s+|piercing\s+)?(?:damage|dmg)\b|\b(any)\s+(?:battle\s+)?(?:damage|dmg)\b|\bdeal\s+(piercing)\b/.exec(text);
  const hurt = (p: number | null): number => run.events.filter((e) => e.type === 'battle-damage' && e.amount > 0 && (p === null || e.player === p)).reduce((n, e) => n + (e.type === 'battle-damage' ? e.amount : 0), 0);
  if (damage) {
    const subject = damage[1];
    const side = subject === undefined ? null : /^(?:i|my monster|mine|it|that)$/.test(subject) ? 0 : 1;
    const takes = damage[2] !== undefined && /^(?:take|get|lose|receive)$/.test(damage[2]);
    const attackerSide = run.attackerSide;
    const taker = side === null ? (damage[4] ? (attackerSide === 0 ? 1 : 0) : null) : takes ? side : side === 0 ? (attackerSide === 0 ? 1 : 0) : 0;
    const n = hurt(taker);
    return n > 0 ? `Yes: ${taker === null ? 'battle damage is dealt' : `${taker === 0 ? 'you take' : 'your opponent takes'} ${n} battle damage`}.` : `No: ${taker === null ? 'no one takes' : taker === 0 ? 'you take no' : 'your opponent takes no'} battle damage.`;
  }
  const kill = /\b(?:does|do|will|would|can|did)\s+(?:my|his|her|the|it|that|a|an)\b[^?.,]{0,40}?\b(?:kill|destroy|beat|run over|take out)\w*\b/.exec(text);
  if (kill && run.targetId !== null) {
    const gone = run.events.some((e) => e.type === 'destroyed' && e.card === run.targetId);
    return gone ? 'Yes: the attacked monster is destroyed.' : 'No: the attacked monster is not destroyed.';
  }
  return null;
}

/** "..., what if it's in attack?": the same battle with the target in the other position, or null when not asked. */
export function otherPosition(text: string, situation: Situation): Situation | null {
  const m = /\b(?:what|wat|and)\s+(?:if|about if|abt if|about when)\s+(?:it'?s|it is|it was|its|he'?s|his is|the \w+ is|that'?s|they'?re)\s+(?:in\s+)?(attack|atk|def\w*|face ?-?up)\b/.exec(text);
  const t = situation.target;
  if (!m || !t) return null;
  const position = /^def/.test(m[1]!) ? 'defense' : 'attack';
  if (position === t.position && !t.faceDown) return null;
  // A monster given only by one figure keeps that figure in its new position ("his 1200 def guy ... in attack": 1200 ATK).
  const figure = t.position === 'defense' ? t.def : t.atk;
  const moved = t.card ? { ...t, position, faceDown: false } : { ...t, position, faceDown: false, atk: figure, def: figure };
  return { ...situation, target: moved as Situation['target'] };
}

function notes(situation: Situation): string[] {
  const out: string[] = [];
  for (const m of [...situation.attackers, ...(situation.target ? [situation.target] : [])]) {
    if (m.card && m.stated) out.push(`(${m.card.name} was played at ${m.atk} ATK / ${m.def} DEF, the figures your question gives.)`);
  }
  const byNumbers = [...situation.attackers, ...(situation.target ? [situation.target] : [])].some((m) => !m.card);
  if (byNumbers) out.push('(Monsters given only by their numbers were played as Normal Monsters with those stats.)');
  return out;
}

/** The engine's answer to a battle situation, or null when the question does not describe one it can build. */
export function situationAnswer(reading: QuestionReading, db: CardDb, reference: RulesReference, engine?: Engine): Answer | null {
  const situation = readSituation(reading.text, reading.cards);
  if (!situation) return null;
  const run = runSituation(situation, engine ?? engineOf(db), db);
  if (!run.ok) return null;
  const report = reportSituation(run);
  const [outcome, ...steps] = report.lines;
  const verdict = reading.kind === 'how-much' ? null : (winVerdict(reading.text, run.state) ?? battleVerdict(reading.text, run));
  const lines = verdict ? [verdict, outcome!] : [outcome!];
  const variant = otherPosition(reading.text, situation);
  const other = variant ? runSituation(variant, engine ?? engineOf(db), db) : null;
  if (variant && other?.ok) lines.push(`If it is in ${variant.target!.position === 'attack' ? 'Attack' : 'Defense'} Position instead (${variant.target!.position === 'attack' ? variant.target!.atk + ' ATK' : variant.target!.def + ' DEF'}): ${reportSituation(other).lines[0]}`);
  const table = situation.supports.length === 0 ? tableLine(run.events) : null;
  if (table) lines.push(table);
  lines.push(...notes(situation), ...steps);
  const { citations, sections } = sectionsFor(reference, report.ids);
  lines.push('', QUOTED_MARKER);
  for (const s of sections.slice(0, 3)) lines.push(`- ${s.title} [${s.id}]: ${s.lead}`);
  return { kind: 'rules', text: lines.join('\n'), citations, sections, source: 'engine' };
}
