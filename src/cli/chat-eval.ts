/**
 * `npm run chat:eval -- FILE... [--json]` plays chat scenarios (tests/chat/scenarios) on
 * the offline model: each message is read by understand(), its moves played by runPlan()
 * with the heuristic bot answering in between, and compared with what the file expects.
 * Prints each message's outcome (with --json, one JSON object per message and a last
 * line { passed, total }); exits 1 on any failure or malformed file, 2 with no file.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { createHeuristicBot } from '../bot/heuristic.js';
import { defaultCards } from '../cards/catalog.js';
import { evalChatScenario, type MessageResult } from '../chat/understand/chatEval.js';
import { expandScenarioArgs, scenarioCards } from './scenarioFiles.js';

function line(r: MessageResult): string {
  const mark = r.pass ? 'ok  ' : 'FAIL';
  const applied = r.got.applied.length ? ` [${r.got.applied.join(' | ')}]` : '';
  const extra = r.pass ? '' : `\n      ${r.why}${r.got.text ? `\n      said: ${r.got.text}` : ''}${r.got.asks.length ? `\n      listed: ${r.got.asks.join(' / ')}` : ''}`;
  return `  ${mark} ${r.step}. "${r.message}" -> ${r.got.reply}${applied}${extra}`;
}

async function main(argv: readonly string[]): Promise<number> {
  const json = argv.includes('--json');
  const files = expandScenarioArgs(argv.filter((a) => a !== '--' && a !== '--json'));
  if (files.length === 0) {
    process.stderr.write('usage: npm run chat:eval -- FILE.json [FILE.json | DIR ...] [--json]\n');
    return 2;
  }
  const { db, engine } = defaultCards();
  const deps = { engine, lookup: scenarioCards(db), bot: createHeuristicBot() };
  let passed = 0;
  let total = 0;
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
      total++;
      if (r.pass) passed++;
      process.stdout.write(json ? `${JSON.stringify({ file: r.file, step: r.step, message: r.message, expected: r.expected, got: r.got, pass: r.pass })}\n` : `${line(r)}\n`);
    }
  }
  process.stdout.write(json ? `${JSON.stringify({ passed, total })}\n` : `\n${passed}/${total} messages passed${broken ? `, ${broken} file(s) malformed` : ''}\n`);
  return passed === total && broken === 0 ? 0 : 1;
}

process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw err;
});
process.exitCode = await main(process.argv.slice(2));
