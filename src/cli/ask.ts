/**
 * `npm run ask -- "question"`: answers a rules or card question from the terminal, with
 * the rules reference and the card data, grounded by the language model configured in
 * `.env` when there is one, or offline (the offline judge: the answer first, then the
 * cited sections). The footer says what produced the answer; when the model was asked and
 * did not answer, a warning goes to stderr and the footer says so instead of naming the
 * model as if it had answered.
 */
import { defaultCards } from '../cards/catalog.js';
import { answerQuestion, type Answer } from '../rules/answer.js';
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
  if (answer.fallbackReason) {
    console.error(`warning: the language model did not answer (${answer.fallbackReason}); showing the offline answer.`);
  }
  console.log(answer.text);
  if (answer.citations.length) console.log(`\nCited: ${answer.citations.join(', ')}`);
  console.log(`\n-- ${answerFooter(answer, modelBanner(config), config.mode !== 'offline')}`);
  return 0;
}

/** Who produced the answer; the model is named only when it did. */
function answerFooter(answer: Answer, banner: string, modelConfigured: boolean): string {
  switch (answer.source) {
    case 'model':
      return `answered by the language model: ${banner}`;
    case 'cards':
      return 'from the card data (no model needed)';
    case 'engine':
      return 'from the rules engine (no model needed)';
    case 'offline':
      if (answer.fallbackReason) return `offline answer from the rules reference; the language model (${banner}) did not answer: ${answer.fallbackReason}`;
      return modelConfigured ? 'offline answer from the rules reference (computed; the model was not needed)' : `offline answer from the rules reference; ${banner}`;
  }
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
