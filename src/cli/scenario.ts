/**
 * `npm run scenario -- FILE...` runs scenario files (board + commands + expected
 * outcomes) against the engine and prints PASS or FAIL per file with a diff of what
 * differed. A directory argument runs every .json file in it. Exits 1 if any scenario
 * fails or is malformed, 2 when no file was given.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { defaultCards } from '../cards/catalog.js';
import { expandScenarioArgs as expand, scenarioCards } from './scenarioFiles.js';
import { formatFailures, runScenario } from '../engine/testing/scenario/run.js';

function main(argv: readonly string[]): number {
  const files = expand(argv.filter((a) => a !== '--'));
  if (files.length === 0) {
    process.stderr.write('usage: npm run scenario -- FILE.json [FILE.json | DIR ...]\n');
    return 2;
  }
  const { db, engine } = defaultCards();
  const cards = scenarioCards(db);
  let passed = 0;
  let failed = 0;
  for (const file of files) {
    const rel = relative(process.cwd(), file);
    const shown = rel && !rel.startsWith('..') ? rel : file;
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(file, 'utf8'));
    } catch (err) {
      failed++;
      process.stdout.write(`FAIL ${shown}\n  cannot read the file as JSON: ${(err as Error).message}\n`);
      continue;
    }
    let result: ReturnType<typeof runScenario>;
    try {
      result = runScenario(raw, engine, cards);
    } catch (err) {
      failed++;
      process.stdout.write(`FAIL ${shown}\n  the engine threw: ${(err as Error).stack ?? String(err)}\n`);
      continue;
    }
    if (result.ok) {
      passed++;
      process.stdout.write(`PASS ${shown} (${result.name}, ${result.stepsRun} step${result.stepsRun === 1 ? '' : 's'})\n`);
    } else {
      failed++;
      process.stdout.write(`FAIL ${shown} (${result.malformed ? 'malformed' : result.name})\n${formatFailures(result)}\n`);
    }
  }
  process.stdout.write(`\n${passed} passed, ${failed} failed, ${files.length} file${files.length === 1 ? '' : 's'}\n`);
  return failed > 0 ? 1 : 0;
}

// A closed pipe (`... | head`) ends the output quietly.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw err;
});
process.exitCode = main(process.argv.slice(2));
