/**
 * `npm run eval:rules [-- quiz.json] [--json] [--verbose]`: retrieval hit@1 and hit@3 on
 * the rules quiz, the share of offline answers that state the facts each question needs,
 * and the questions missed. With --json the last thing printed is one JSON object.
 * Exits non-zero when hit@3 is under 90% or the answers under 95%.
 */
import { defaultCards } from '../cards/catalog.js';
import { answerQuestion } from '../rules/answer.js';
import { evaluateAnswers, evaluateQuiz, loadQuiz } from '../rules/evaluate.js';
import { loadRulesReference } from '../rules/reference.js';
import { createRulesSearch } from '../rules/search.js';

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
const args = process.argv.slice(2);
const json = args.includes('--json');
const verbose = args.includes('--verbose') || Boolean(process.env.VERBOSE);
const quizPath = args.find((a) => !a.startsWith('--'));

async function main(): Promise<number> {
  const quiz = quizPath ? loadQuiz(quizPath) : loadQuiz();
  const reference = loadRulesReference();
  const search = createRulesSearch(reference);
  const retrieval = evaluateQuiz(search, quiz);
  const cards = defaultCards().db;
  const answers = await evaluateAnswers(quiz, async (q) => (await answerQuestion(q, { reference, search, cards, model: null })).text);
  const ok = retrieval.hitAt3 >= 0.9 && answers.factsStated >= 0.95;
  if (json) {
    console.log(JSON.stringify({
      questions: retrieval.total,
      hitAt1: retrieval.hitAt1,
      hitAt3: retrieval.hitAt3,
      answersWithFacts: answers.total,
      factsStated: answers.factsStated,
      retrievalMisses: retrieval.misses,
      answerMisses: answers.misses,
      ok,
    }, null, 2));
    return ok ? 0 : 1;
  }
  const count = (x: number, n: number): number => Math.round(x * n);
  console.log(`rules quiz: ${retrieval.total} questions`);
  console.log(`hit@1: ${pct(retrieval.hitAt1)} (${count(retrieval.hitAt1, retrieval.total)}/${retrieval.total})`);
  console.log(`hit@3: ${pct(retrieval.hitAt3)} (${count(retrieval.hitAt3, retrieval.total)}/${retrieval.total})`);
  console.log(`answers stating their facts (offline): ${pct(answers.factsStated)} (${answers.total - answers.misses.length}/${answers.total})`);
  if (retrieval.misses.length === 0) console.log('retrieval misses (not in top 3): none');
  else {
    console.log(`retrieval misses (not in top 3): ${retrieval.misses.length}`);
    for (const m of retrieval.misses) console.log(`  - "${m.q}"\n      expected ${m.expect.join(' | ')}; got ${m.got.join(', ') || '(nothing)'}`);
  }
  if (answers.misses.length === 0) console.log('answer misses: none');
  else {
    console.log(`answer misses: ${answers.misses.length}`);
    for (const m of answers.misses) console.log(`  - "${m.q}"\n      missing ${m.missing.join(', ')}; answer: ${m.answer}`);
  }
  if (verbose) {
    console.log(`found but not first: ${retrieval.notFirst.length}`);
    for (const m of retrieval.notFirst) console.log(`  - "${m.q}" (rank ${m.rank}): expected ${m.expect.join(' | ')}; got ${m.got.join(', ')}`);
  }
  return ok ? 0 : 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exitCode = 1;
  },
);
