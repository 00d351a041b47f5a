/**
 * `npm run chat:eval -- FILE... [--json]` plays chat scenarios (tests/chat/scenarios) on
 * the offline model: each message is read by understand(), its moves played by runPlan()
 * with the heuristic bot answering in between, and compared with what the file expects.
 * Prints each message's outcome, then the figures per kind of message, the count of moves
 * made that the expectation did not ask for (must be 0), and the intent and language
 * models' held-back accuracy. With --json, one JSON object per message and a last line of
 * those figures. Exits 1 on any failure, unasked move or malformed file, 2 with no file.
 */
import { readFileSync } from 'node:fs';
import { basename, dirname, relative } from 'node:path';
import { createHeuristicBot } from '../bot/heuristic.js';
import { defaultCards } from '../cards/catalog.js';
import { evalChatScenario, type MessageResult } from '../chat/understand/chatEval.js';
import { heldBackFigures, type Figures } from '../chat/understand/intent/index.js';
import { expandScenarioArgs, scenarioCards } from './scenarioFiles.js';

function line(r: MessageResult): string {
  const mark = r.pass ? 'ok  ' : 'FAIL';
  const applied = r.got.applied.length ? ` [${r.got.applied.join(' | ')}]` : '';
  const extra = r.pass ? '' : `\n      ${r.why}${r.got.text ? `\n      said: ${r.got.text}` : ''}${r.got.asks.length ? `\n      listed: ${r.got.asks.join(' / ')}` : ''}`;
  return `  ${mark} ${r.step}. "${r.message}" -> ${r.got.reply}${applied}${extra}`;
}

/** The sets `npm run chat:eval` plays when no file is named. */
const DEFAULT_SETS = ['tests/chat/scenarios', 'tests/chat/blind'];

/** A message's set: the folder of its file ("scenarios", "blind"). */
const setOf = (file: string): string => basename(dirname(file));

async function main(argv: readonly string[]): Promise<number> {
  const json = argv.includes('--json');
  const args = argv.filter((a) => a !== '--' && a !== '--json');
  // With no file named: the public scenarios and the blind set, each with its own figure.
  const files = expandScenarioArgs(args.length ? args : DEFAULT_SETS);
  if (files.length === 0) {
    process.stderr.write('usage: npm run chat:eval [-- FILE.json | DIR ...] [--json]\n');
    return 2;
  }
  const { db, engine } = defaultCards();
  const deps = { engine, lookup: scenarioCards(db), bot: createHeuristicBot(), cardNames: db.all().map((c) => c.name) };
  const all: MessageResult[] = [];
  let broken = 0;
  for (const file of files) {
    const shown = relative(process.cwd(), file) || file;
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(file, 'utf8'));
    } catch (err) {
      broken++;
      process.stdout.write(json ? `${JSON.stringify({ file: shown, error: (err as Error).message })}\n` : `FAIL ${shown}: cannot read it as JSON: ${(err as Error).message}\n`);
      continue;
    }
    const result = await evalChatScenario(shown, raw, deps);
    if (!result.ok) {
      broken++;
      process.stdout.write(json ? `${JSON.stringify({ file: shown, errors: result.errors })}\n` : `FAIL ${shown} (malformed)\n${result.errors.map((e) => `  ${e}`).join('\n')}\n`);
      continue;
    }
    if (!json) process.stdout.write(`${shown}\n`);
    for (const r of result.results) {
      all.push(r);
      process.stdout.write(json ? `${JSON.stringify({ file: r.file, step: r.step, kind: r.kind, message: r.message, expected: r.expected, got: r.got, unasked: r.unasked, pass: r.pass })}\n` : `${line(r)}\n`);
    }
  }
  const summary = summarize(all);
  if (json) process.stdout.write(`${JSON.stringify({ ...summary, malformed: broken })}\n`);
  else process.stdout.write(report(summary, broken));
  return summary.passed === summary.total && summary.unasked === 0 && broken === 0 ? 0 : 1;
}

interface Summary {
  passed: number;
  total: number;
  unasked: number;
  /** Per set of files (their folder): the public scenarios and the blind set are figures of their own. */
  perSet: Record<string, { passed: number; total: number; unasked: number }>;
  perKind: Record<string, { passed: number; total: number }>;
  heldBack: ReturnType<typeof heldBackFigures>;
}

function summarize(all: readonly MessageResult[]): Summary {
  const perKind: Summary['perKind'] = {};
  for (const r of all) {
    const row = (perKind[r.kind] ??= { passed: 0, total: 0 });
    row.total++;
    if (r.pass) row.passed++;
  }
  const perSet: Summary['perSet'] = {};
  for (const r of all) {
    const row = (perSet[setOf(r.file)] ??= { passed: 0, total: 0, unasked: 0 });
    row.total++;
    row.unasked += r.unasked;
    if (r.pass) row.passed++;
  }
  return {
    perSet,
    passed: all.filter((r) => r.pass).length,
    total: all.length,
    unasked: all.reduce((n, r) => n + r.unasked, 0),
    perKind: Object.fromEntries(Object.entries(perKind).sort(([a], [b]) => a.localeCompare(b))),
    heldBack: heldBackFigures(),
  };
}

const pct = (a: number, b: number): string => (b ? `${((100 * a) / b).toFixed(1)}%` : '-');

function figuresLine(name: string, f: Figures): string {
  const labels = Object.entries(f.perLabel).map(([l, x]) => `${l} ${pct(x.correct, x.n)}`).join(', ');
  return `  ${name}: ${pct(f.accuracy * f.n, f.n)} of ${f.n} (${labels})\n`;
}

function report(s: Summary, broken: number): string {
  const kinds = Object.entries(s.perKind).map(([k, x]) => `  ${k.padEnd(18)} ${String(x.passed).padStart(4)}/${String(x.total).padEnd(4)} ${pct(x.passed, x.total)}`).join('\n');
  return (
    `\n${s.passed}/${s.total} messages passed${broken ? `, ${broken} file(s) malformed` : ''}\n` +
    (Object.keys(s.perSet).length > 1 ? `Per set of files:\n${Object.entries(s.perSet).map(([k, x]) => `  ${k.padEnd(18)} ${String(x.passed).padStart(4)}/${String(x.total).padEnd(4)} ${pct(x.passed, x.total)}, unasked moves ${x.unasked}`).join('\n')}\n` : '') +
    `Per kind of message:\n${kinds}\n` +
    `Moves made that the expectation did not ask for: ${s.unasked}\n` +
    `Held-back accuracy of the learned readers (trained on the rest of the generated corpus):\n` +
    figuresLine('intent, held-back messages', s.heldBack.intent) +
    figuresLine('intent, held-back templates', s.heldBack.intentUnseenTemplates) +
    figuresLine('language, held-back messages', s.heldBack.language)
  );
}

process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw err;
});
process.exitCode = await main(process.argv.slice(2));
