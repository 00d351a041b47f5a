import { describe, expect, it } from 'vitest';
import { defaultCards } from '../../src/cards/catalog.js';
import { answerQuestion } from '../../src/rules/answer.js';
import { answerTextAlone } from '../../src/rules/evaluate.js';
import { loadRulesReference } from '../../src/rules/reference.js';
import { createRulesSearch } from '../../src/rules/search.js';

const cards = defaultCards().db;
const reference = loadRulesReference();
const search = createRulesSearch(reference);
const said = async (q: string): Promise<string> => answerTextAlone((await answerQuestion(q, { reference, search, cards, model: null })).text);

describe('a question with two readings (question/readings.ts)', () => {
  it('asks which was meant when the readings have different answers, giving each answer; answers at once when there is one reading', async () => {
    const flip = await said('can i flip my face down on his turn');
    expect(flip).toMatch(/^Your question can be read two ways/);
    expect(flip).toMatch(/1\. Flip Summoning a face-down monster: No\./);
    expect(flip).toMatch(/2\. activating a Set Trap Card: Yes/);
    expect(flip).toMatch(/Which did you mean\?/);
    const setTurn = await said('can i activate it the turn i set it');
    expect(setTurn).toMatch(/1\. a Normal Spell: Yes.*\n2\. a Trap Card: No/);
    const which = await said('dark hole or mst, does it target');
    expect(which).toMatch(/1\. Dark Hole: No: .*\n2\. Mystical Space Typhoon: Yes/);
    // One reading: answered, not asked back.
    expect(await said('can i flip my face down monster on his turn')).toMatch(/^No\. A Flip Summon is made only in your own Main Phase/);
    expect(await said('can i flip my set trap on his turn')).toMatch(/^Yes/);
    expect(await said('does mst target')).toMatch(/^Yes: Mystical Space Typhoon targets/);
  });
});
