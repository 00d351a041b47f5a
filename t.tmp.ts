import { defaultCards } from './src/cards/catalog.js';
import { answerQuestion } from './src/rules/answer.js';
import { loadRulesReference } from './src/rules/reference.js';
import { createRulesSearch } from './src/rules/search.js';
const reference = loadRulesReference(); const search = createRulesSearch(reference); const cards = defaultCards().db;
for (const q of process.argv.slice(2)) { const a = await answerQuestion(q, { reference, search, cards, model: null }); console.log(`\n### ${q}\n${a.kind}/${a.source}: ${a.text.split('\nFor reference:')[0]}`); }
