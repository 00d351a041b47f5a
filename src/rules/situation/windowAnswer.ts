/**
 * The judge's answer to "can I <card> when he <Summons / attacks / ...>?" (windowRead.ts,
 * window.ts): read, played in the engine, told. The verdict is whether the engine offered the
 * card in the windows of the moment asked; a "no" carries the engine's own refusal and its rule
 * id, and says where else in the run the card was offered; a "yes" says what the card did.
 */
import type { CardDb } from '../../cards/cardDb.js';
import type { ResponseWindow } from '../../engine/types.js';
import { sectionsFor, type Answer } from '../answer/types.js';
import { QUOTED_MARKER } from '../judge/cardQuestion.js';
import { cardFactSheet } from '../cardFacts.js';
import type { QuestionReading } from '../question/read.js';
import type { RulesReference } from '../reference.js';
import { engineOf } from './answer.js';
import { MOMENT_WINDOWS, runWindow, type WindowRun } from './window.js';
import { readWindow, type Moment, type WindowSituation } from './windowRead.js';

const WINDOW_WORDS: Readonly<Record<ResponseWindow, string>> = {
  open: 'in an open game state',
  summoning: 'while the Summon was being made (only effects that negate a Summon may be activated then)',
  summoned: 'right after the Summon succeeded',
  'attack-declared': 'at the attack declaration',
  'damage-start': 'at the start of the Damage Step',
  'damage-step': 'in the Damage Step before damage calculation',
  'damage-calc': 'during damage calculation',
  'after-damage': 'after damage calculation',
  'damage-end': 'at the end of the Damage Step',
  'phase-end': 'in the End Phase',
};

const MOMENT_NOUN: Readonly<Record<Moment, string>> = {
  summon: 'a Summon', 'flip-summon': 'a Summon', 'special-summon': 'a Summon', attack: 'an attack declaration', 'direct-attack': 'a direct attack',
  'damage-step': 'the Damage Step', 'after-damage': 'the time after damage calculation', 'end-phase': 'the End Phase',
};

const MOMENT_IDS: Readonly<Record<Moment, string[]>> = {
  summon: ['summon.negation', 'chain.basics'],
  'flip-summon': ['summon.negation', 'chain.basics'],
  'special-summon': ['summon.negation', 'chain.basics'],
  attack: ['battle.declare', 'chain.basics'],
  'direct-attack': ['battle.declare', 'chain.basics'],
  'damage-step': ['battle.damage-step', 'chain.basics'],
  'after-damage': ['battle.damage-step', 'chain.basics'],
  'end-phase': ['turn.end', 'chain.end-of-phase'],
};

function momentWords(s: WindowSituation, run: WindowRun): string {
  const who = s.actor === 0 ? 'you' : 'your opponent';
  const it = s.monster.card?.name ?? `a ${s.monster.atk} ATK monster`;
  switch (s.moment) {
    case 'summon': return `when ${who} Normal Summon${s.actor === 0 ? '' : 's'} ${it}`;
    case 'flip-summon': return `when ${who} Flip Summon${s.actor === 0 ? '' : 's'} ${it}`;
    case 'special-summon': return `when ${who} Special Summon${s.actor === 0 ? '' : 's'} ${it}${run.via ? ` (by ${run.via} in this run)` : ''}`;
    case 'attack': return `when ${who} declare${s.actor === 0 ? '' : 's'} an attack with ${it}`;
    case 'direct-attack': return `when ${it} attacks directly`;
    case 'damage-step': return `in the Damage Step of ${it}'s attack`;
    case 'after-damage': return `after damage calculation of ${it}'s attack`;
    case 'end-phase': return `in ${s.actor === 0 ? 'your' : "your opponent's"} End Phase`;
  }
}

const nameIn = (run: WindowRun, id: number): string => run.state.catalog[run.state.cards[id]?.passcode ?? -1]?.name ?? `card ${id}`;

/** What the card did once activated, from the run's events after its activation. */
function effectLines(run: WindowRun): string[] {
  const from = run.events.findIndex((e) => e.type === 'activate' && e.card === run.ids.responder);
  if (from < 0) return [];
  const out: string[] = [];
  const rest = run.events.slice(from);
  const end = rest.findIndex((e) => e.type === 'chain-end');
  // Only what its own Chain did: the battle that goes on after it is not the card's doing.
  for (const e of end < 0 ? rest : rest.slice(0, end + 1)) {
    if (e.type === 'destroyed' && e.card !== run.ids.responder) out.push(`${nameIn(run, e.card)} is destroyed.`);
    else if (e.type === 'negated') out.push(`${nameIn(run, e.card)}'s ${e.what === 'summon' ? 'Summon' : e.what} is negated.`);
    else if (e.type === 'special-summon' && e.card !== run.ids.monster) out.push(`${nameIn(run, e.card)} is Special Summoned.`);
    else if (e.type === 'banished') out.push(`${nameIn(run, e.card)} is banished.`);
    else if (e.type === 'returned-to-hand') out.push(`${nameIn(run, e.card)} returns to the hand.`);
    else if (e.type === 'attack-cancelled') out.push('The attack is stopped.');
    else if (e.type === 'effect-damage' && e.amount > 0) out.push(`${e.player === 0 ? 'You take' : 'Your opponent takes'} ${e.amount} damage.`);
  }
  return [...new Set(out)].map((l) => `${l[0]!.toUpperCase()}${l.slice(1)}`);
}

/** "trap hole if he flip summons a 1500 guy?": a card and a moment with no asking verb, asked as "can I". */
const FRAGMENT = /^[^?]*\b(?:if|when)\b[^?]*\?\s*$/;

export function windowAnswer(asked: QuestionReading, db: CardDb, reference: RulesReference): Answer | null {
  const reading: QuestionReading = asked.kind === 'other' && FRAGMENT.test(asked.question) ? { ...asked, kind: 'can' } : asked;
  if (reading.kind !== 'can' && reading.kind !== 'does' && reading.kind !== 'when' && reading.kind !== 'what-happens') return null;
  const s = readWindow(reading.text, reading.cards);
  if (!s) return null;
  const run = runWindow(s, engineOf(db), db);
  // No window of the moment asked at all (a Special Summon inside a Chain opens none in this engine): not answered from the run.
  if (!run || !run.seen.some((w) => MOMENT_WINDOWS[s.moment].includes(w.window))) return null;
  const sheet = cardFactSheet(s.responder.card);
  // The card with its kind and Spell Speed, which decide most of when it can be activated.
  const card = `${s.responder.card.name} (${/^[aeiou]/i.test(sheet.kindName) ? 'an' : 'a'} ${sheet.kindName}${sheet.speed ? `, Spell Speed ${sheet.speed}` : ''})`;
  const when = momentWords(s, run);
  const wanted = MOMENT_WINDOWS[s.moment];
  const offeredAt = run.seen.filter((w) => w.offered).map((w) => WINDOW_WORDS[w.window]);
  const elsewhere = [...new Set(run.seen.filter((w) => w.offered && !wanted.includes(w.window)).map((w) => WINDOW_WORDS[w.window]))];
  const lines: string[] = [];
  const ids = [...MOMENT_IDS[s.moment]];
  if (run.activated) {
    const where = run.seen.find((w) => w.offered && wanted.includes(w.window))!;
    lines.push(`Yes: ${card} can be activated ${when}: the engine offered it ${WINDOW_WORDS[where.window]} (played in the engine).`);
    lines.push(...effectLines(run));
  } else {
    const reason = run.refusal ? `${run.refusal.message.replace(/\.$/, '')} [${run.refusal.rule}]` : 'the engine gave no window in that moment where it could be activated';
    if (run.refusal) ids.unshift(run.refusal.rule);
    // The engine's plain "what it needs is not there": the card's own words say what it needs.
    const needs = run.refusal?.rule === 'card.reading' ? /\b(?:activate only when|activate when|only when|when) ([^:.;]+)/i.exec(s.responder.card.text)?.[1] : undefined;
    if (needs) lines.push(`No: ${s.responder.card.name} can be activated only when ${needs.trim()}, and ${MOMENT_NOUN[s.moment]} is not that (${card.slice(s.responder.card.name.length + 2, -1)}; the engine refused it ${when.replace(/^when /, 'when ')} [card.reading]).`);
    else lines.push(`No: ${card} cannot be activated ${when}: ${reason}.`);
    lines.push(elsewhere.length ? `(Played in the engine: it was not offered then; it was offered ${elsewhere.join(' and ')}.)` : `(Played in the engine: it was not offered at any point of this${offeredAt.length ? '' : ' run'}.)`);
  }
  if (!s.monster.card && s.moment !== 'end-phase') lines.push(`(The monster was played as a Level ${s.monster.level} Normal Monster with ${s.monster.atk} ATK, as no card was named for it.)`);
  const { citations, sections } = sectionsFor(reference, ids);
  const text = [...lines, '', QUOTED_MARKER, ...sections.slice(0, 3).map((x) => `- ${x.title} [${x.id}]: ${x.lead}`)].join('\n');
  return { kind: 'rules', text, citations, sections, source: 'engine' };
}
