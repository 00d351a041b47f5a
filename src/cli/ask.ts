/**
 * `npm run ask -- "question"`: answers a rules or card question from the terminal, with
 * the rules reference and the card data, grounded by the language model configured in
 * `.env` when there is one, or from retrieval alone (the offline model). The footer says
 * which answered.
 */
import { defaultCards } from '../cards/catalog.js';
import { answerQuestion } from '../rules/answer.js';
import { loadRulesReference } from '../rules/reference.js';
import { createRulesSearch } from '../rules/search.js';
import { createChatModel, loadModelConfig, modelBanner } from '../llm/index.js';

async function main(): Promise<number> {
  const question = process.argv.slice(2).join(' ').trim();
  if (question === '') {
    console.error('Usage: npm run ask -- "your rules question"');
    console.error('Example: npm run ask -- "can i activate a trap the turn i set it?"');
    return 2;
  }
  const reference = loadRulesReference();
  const { db } = defaultCards();
  const config = loadModelConfig();
  const answer = await answerQuestion(question, {
    reference,
    search: createRulesSearch(reference),
    cards: db,
    model: createChatModel(config),
  });
  console.log(answer.text);
  if (answer.citations.length) console.log(`\nCited: ${answer.citations.join(', ')}`);
  const source = answer.source === 'cards' ? 'card data' : answer.source === 'model' ? 'language model' : 'rules reference';
  console.log(`\n-- ${source}; ${modelBanner(config)}`);
  return 0;
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
