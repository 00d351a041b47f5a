/**
 * `npm run eval:rules [-- quiz.json]`: retrieval hit@1 and hit@3 on the rules quiz, and
 * the questions it misses.
 */
import { evaluateQuiz, loadQuiz } from '../rules/evaluate.js';
import { loadRulesReference } from '../rules/reference.js';
import { createRulesSearch } from '../rules/search.js';

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

const quizPath = process.argv[2];
const quiz = quizPath ? loadQuiz(quizPath) : loadQuiz();
const report = evaluateQuiz(createRulesSearch(loadRulesReference()), quiz);
const count = (x: number): number => Math.round(x * report.total);

console.log(`rules quiz: ${report.total} questions`);
console.log(`hit@1: ${pct(report.hitAt1)} (${count(report.hitAt1)}/${report.total})`);
console.log(`hit@3: ${pct(report.hitAt3)} (${count(report.hitAt3)}/${report.total})`);
if (report.misses.length === 0) console.log('misses (not in top 3): none');
else {
  console.log(`misses (not in top 3): ${report.misses.length}`);
  for (const m of report.misses) console.log(`  - "${m.q}"\n      expected ${m.expect.join(' | ')}; got ${m.got.join(', ') || '(nothing)'}`);
}
if (process.argv.includes('--verbose') || process.env.VERBOSE) {
  console.log(`found but not first: ${report.notFirst.length}`);
  for (const m of report.notFirst) console.log(`  - "${m.q}" (rank ${m.rank}): expected ${m.expect.join(' | ')}; got ${m.got.join(', ')}`);
}
process.exitCode = report.hitAt3 >= 0.9 ? 0 : 1;
