/**
 * `npm run check:sources [-- --shared DIR]`: the checks that need the reference folder
 * beside the checkout (default ../shared): card facts, Starter Deck lists, and our own
 * words in the rules reference, the FAQ and the default persona. Exits 1 on any problem, 2 when
 * the folder is missing. `.ci/run` calls it when ../shared exists; `npm test` never needs it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCardDb } from '../cards/cardDb.js';
import { loadNamedLines, loadToneLines } from '../llm/offline/personaLines.js';
import { loadDefaultPersona } from '../llm/persona.js';
import { loadFaq } from '../rules/judge/faq.js';
import { loadRulesReference } from '../rules/reference.js';
import { checkCardFacts, checkOwnWords, checkStarterDecks } from './sourceChecks.js';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function sharedDir(argv: readonly string[]): string {
  const at = argv.indexOf('--shared');
  return path.resolve(at >= 0 && argv[at + 1] ? argv[at + 1]! : path.join(projectRoot, '../shared'));
}

function personaTexts(): { label: string; text: string }[] {
  const p = loadDefaultPersona();
  const parts = { description: p.description, personality: p.personality, scenario: p.scenario, firstMessage: p.firstMessage, exampleMessages: p.exampleMessages, systemPrompt: p.systemPrompt, postHistoryInstructions: p.postHistoryInstructions, creatorNotes: String(p.extra.creator_notes) };
  // The offline lines too: Kip's own and the tone sets for imported cards.
  const named = Object.entries(loadNamedLines('kip')).flatMap(([k, lines]) => lines.map((text, i) => ({ label: `kip lines ${k}[${i}]`, text })));
  const tones = Object.entries(loadToneLines()).flatMap(([tone, set]) => Object.entries(set).flatMap(([k, lines]) => lines.map((text, i) => ({ label: `tone ${tone} ${k}[${i}]`, text }))));
  return [...Object.entries(parts).map(([k, text]) => ({ label: `persona ${k}`, text })), ...p.alternateGreetings.map((text, i) => ({ label: `persona alternateGreetings[${i}]`, text })), ...named, ...tones];
}

/** The rules reference and the FAQ's answers. */
function rulesTexts(): { label: string; text: string }[] {
  return [
    ...loadRulesReference().sections.map((s) => ({ label: `${s.file}:${s.line} ${s.id}`, text: s.body })),
    ...loadFaq().entries.map((e) => ({ label: `faq.json ${e.id}`, text: e.answer })),
  ];
}

function main(): number {
  const shared = sharedDir(process.argv.slice(2));
  if (!existsSync(shared)) {
    console.error(`No reference folder at ${shared}: put shared/ beside the checkout or pass --shared DIR.`);
    return 2;
  }
  const db = loadCardDb();
  const seeds = path.join(shared, 'seeds');
  const checks: [string, () => string[]][] = [
    ['card facts match ref/cards.tsv', () => checkCardFacts(path.join(shared, 'ref/cards.tsv'), db)],
    ['Starter Decks match ref/decks/starter_decks.tsv', () => checkStarterDecks(path.join(shared, 'ref/decks/starter_decks.tsv'), db, path.join(projectRoot, 'data/decks'))],
    ['rules reference and FAQ are in our own words', () => checkOwnWords(seeds, rulesTexts())],
    ['default persona is in our own words', () => checkOwnWords(seeds, personaTexts())],
  ];
  let failed = 0;
  for (const [name, run] of checks) {
    const problems = run();
    console.log(`${problems.length === 0 ? 'PASS' : 'FAIL'} ${name}`);
    for (const p of problems.slice(0, 50)) console.log(`  ${p}`);
    if (problems.length > 50) console.log(`  ... and ${problems.length - 50} more`);
    if (problems.length > 0) failed++;
  }
  return failed === 0 ? 0 : 1;
}

process.exitCode = main();
