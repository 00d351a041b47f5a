/**
 * `npm run eval:rules [-- quiz.json] [--json] [--verbose]`: the offline judge on two sets
 * of questions, reported apart:
 *
 * - players' questions (tests/rules/players.json), written the way players ask mid-duel,
 *   in groups (cards, timing, battle, summoning, chains, deck, board), with per-group figures;
 * - the rules quiz (tests/rules/quiz.json), written before the judge saw it: retrieval
 *   hit@1 and hit@3 and its answers;
 * - the development half of a blind set (tests/rules/blind-dev.json), written by someone who
 *   never saw the judge, in the same groups and "goat"; the other half is held back by the
 *   lead, so this figure is the one the judge was developed against;
 * - the generalisation set (tests/rules/generalise.json): new phrasings of the kinds of question
 *   a held-back set showed failing, written for that work (not blind), and a second one
 *   (tests/rules/generalise-2.json) for the kinds a fresh blind set showed failing.
 *
 * Answers are scored on their own words only (answerTextAlone: not the sections or card
 * text quoted after them). With --json the last thing printed is one JSON object. Exits
 * non-zero when the quiz's hit@3 is under 90% or its answers under 95%.
 */
import { defaultCards } from '../cards/catalog.js';
import { answerQuestion } from '../rules/answer.js';
import { BLIND_DEV_QUIZ, evaluateAnswers, evaluateQuiz, GENERALISE_2_QUIZ, GENERALISE_3_QUIZ, GENERALISE_QUIZ, loadQuiz, PLAYERS_QUIZ, type AnswerReport } from '../rules/evaluate.js';
import { loadRulesReference } from '../rules/reference.js';
import { createRulesSearch } from '../rules/search.js';

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
const args = process.argv.slice(2);
const json = args.includes('--json');
const verbose = args.includes('--verbose') || Boolean(process.env.VERBOSE);
const quizPath = args.find((a) => !a.startsWith('--'));

function printAnswers(title: string, report: AnswerReport): void {
  console.log(`${title}: ${pct(report.factsStated)} (${report.total - report.misses.length}/${report.total}) answered right`);
  for (const [group, g] of Object.entries(report.groups)) {
    if (group === 'other') continue;
    console.log(`  ${group.padEnd(10)} ${pct(g.total ? g.right / g.total : 0).padStart(6)} (${g.right}/${g.total})`);
  }
  if (report.misses.length === 0) return;
  console.log(`  misses: ${report.misses.length}`);
  for (const m of report.misses.slice(0, verbose ? undefined : 25)) console.log(`  - "${m.q}"\n      missing ${m.missing.join(', ')}; answer: ${m.answer}`);
  if (!verbose && report.misses.length > 25) console.log(`  ... and ${report.misses.length - 25} more (--verbose lists all)`);
}

async function main(): Promise<number> {
  const quiz = quizPath ? loadQuiz(quizPath) : loadQuiz();
  const players = quizPath ? [] : loadQuiz(PLAYERS_QUIZ);
  const blindDev = quizPath ? [] : loadQuiz(BLIND_DEV_QUIZ);
  const generalise = quizPath ? [] : loadQuiz(GENERALISE_QUIZ);
  const generalise2 = quizPath ? [] : loadQuiz(GENERALISE_2_QUIZ);
  const generalise3 = quizPath ? [] : loadQuiz(GENERALISE_3_QUIZ);
  const reference = loadRulesReference();
  const search = createRulesSearch(reference);
  const cards = defaultCards().db;
  const ask = async (q: string, context?: readonly string[]): Promise<string> => (await answerQuestion(q, { reference, search, cards, model: null, ...(context ? { context } : {}) })).text;
  const playersReport = await evaluateAnswers(players, ask);
  const retrieval = evaluateQuiz(search, quiz);
  const answers = await evaluateAnswers(quiz, ask);
  const blindReport = await evaluateAnswers(blindDev, ask);
  const generaliseReport = await evaluateAnswers(generalise, ask);
  const generalise2Report = await evaluateAnswers(generalise2, ask);
  const generalise3Report = await evaluateAnswers(generalise3, ask);
  const ok = retrieval.hitAt3 >= 0.9 && answers.factsStated >= 0.95;
  if (json) {
    console.log(JSON.stringify({
      players: { questions: playersReport.total, right: playersReport.factsStated, groups: playersReport.groups, misses: playersReport.misses },
      quiz: {
        questions: retrieval.total, hitAt1: retrieval.hitAt1, hitAt3: retrieval.hitAt3, answersWithFacts: answers.total,
        factsStated: answers.factsStated, retrievalMisses: retrieval.misses, answerMisses: answers.misses,
      },
      blindDev: { questions: blindReport.total, right: blindReport.factsStated, groups: blindReport.groups, misses: blindReport.misses },
      generalise: { questions: generaliseReport.total, right: generaliseReport.factsStated, groups: generaliseReport.groups, misses: generaliseReport.misses },
      generalise2: { questions: generalise2Report.total, right: generalise2Report.factsStated, groups: generalise2Report.groups, misses: generalise2Report.misses },
      generalise3: { questions: generalise3Report.total, right: generalise3Report.factsStated, groups: generalise3Report.groups, misses: generalise3Report.misses },
      ok,
    }, null, 2));
    return ok ? 0 : 1;
  }
  const count = (x: number, n: number): number => Math.round(x * n);
  if (players.length) printAnswers(`players' questions (${players.length}, offline)`, playersReport);
  console.log(`\nrules quiz, written before the judge saw it: ${retrieval.total} questions`);
  console.log(`hit@1: ${pct(retrieval.hitAt1)} (${count(retrieval.hitAt1, retrieval.total)}/${retrieval.total})`);
  console.log(`hit@3: ${pct(retrieval.hitAt3)} (${count(retrieval.hitAt3, retrieval.total)}/${retrieval.total})`);
  printAnswers('answers stating their facts (offline)', answers);
  console.log(`retrieval misses (not in top 3): ${retrieval.misses.length}`);
  if (verbose) {
    for (const m of retrieval.misses) console.log(`  - "${m.q}"\n      expected ${m.expect.join(' | ')}; got ${m.got.join(', ') || '(nothing)'}`);
    console.log(`found but not first: ${retrieval.notFirst.length}`);
    for (const m of retrieval.notFirst) console.log(`  - "${m.q}" (rank ${m.rank}): expected ${m.expect.join(' | ')}; got ${m.got.join(', ')}`);
  }
  if (blindDev.length) {
    console.log('');
    printAnswers(`blind set, development half (${blindDev.length}, written by someone who never saw the judge; offline)`, blindReport);
  }
  if (generalise.length) {
    console.log('');
    printAnswers(`generalisation set (${generalise.length}, written for the judge's generalisation work, not blind; offline)`, generaliseReport);
  }
  if (generalise2.length) {
    console.log('');
    printAnswers(`second generalisation set (${generalise2.length}, the fresh blind set's kinds of miss, not blind; offline)`, generalise2Report);
  }
  if (generalise3.length) {
    console.log('');
    printAnswers(`third generalisation set (${generalise3.length}, responses to Summons and attacks, Chain order, loose battle numbers, "that card"; not blind; offline)`, generalise3Report);
  }
  console.log(`\ntotal: ${players.length + quiz.length + blindDev.length + generalise.length + generalise2.length + generalise3.length} questions`);
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
