/**
 * Questions in the forms players type them, each kind a fresh blind set missed before this
 * work (described by kind, not quoted): a list question with "ok" instead of "legal", two kinds
 * of card in one Chain question, "does something happen" when a card is sent to the Graveyard,
 * a card and a moment with no asking verb, a Fusion Monster summoned "without" its Fusion
 * Spell, the hand limit said with a number, "defense" for the FAQ's "def".
 */
import { describe, expect, it } from 'vitest';
import { defaultCards } from '../../src/cards/catalog.js';
import { answerQuestion } from '../../src/rules/answer.js';
import { loadRulesReference } from '../../src/rules/reference.js';
import { createRulesSearch } from '../../src/rules/search.js';

const { db } = defaultCards();
const reference = loadRulesReference();
const search = createRulesSearch(reference);
const ask = async (q: string): Promise<string> => (await answerQuestion(q, { reference, search, cards: db, model: null })).text;

describe('player forms of rules questions', () => {
  it('reads a card asked "ok in goat" as a list question, and the first kind named as the one chained', async () => {
    expect(await ask('monster reborn in goat ok?')).toMatch(/^No: Monster Reborn is Forbidden in GOAT/);
    expect(await ask('is pot of greed ok for goat')).toMatch(/^Yes: Pot of Greed is Limited in GOAT/);
    expect(await ask('can i chain a normal spell to his trap')).toMatch(/^No: Normal Spell \(Spell Speed 1\) cannot be chained to a Trap Card \(Spell Speed 2\)/);
    expect(await ask('can i chain a trap to his quick-play spell')).toMatch(/^Yes: Normal Trap \(Spell Speed 2\) can be chained to a Quick-Play Spell/);
  });

  it('says what a card does when the event asked about happens, and plays a card-and-moment fragment as "can I"', async () => {
    expect(await ask('black pendant gets sent to the gy, does smth happen')).toMatch(/^Yes: If this card goes from the field to the Graveyard, your opponent takes 500 damage\./);
    const fragment = await ask('trap hole if he flip summons a 1500 atk guy?');
    expect(fragment).toMatch(/^Yes: Trap Hole \(a Normal Trap, Spell Speed 2\) can be activated when your opponent Flip Summons a 1500 ATK monster/);
    expect(fragment).toContain('The monster is destroyed.');
  });

  it('answers how a Fusion or Ritual Monster comes out when asked to Special Summon it, and the FAQ in players\' numbers and words', async () => {
    expect(await ask('can i special summon flame swordsman without polymerization')).toMatch(/^No: Flame Swordsman is a Fusion Monster: it starts in the Extra Deck and is Fusion Summoned with Polymerization/);
    expect(await ask('can i special summon relinquished with black illusion ritual')).toMatch(/^Yes: Relinquished is a Ritual Monster/);
    expect(await ask('i have 8 cards at the end of my turn, what now')).toMatch(/^6\. At the end of your own End Phase you discard down to six cards/);
    expect(await ask('can i switch my monster to defense the same turn i summoned it')).toMatch(/^No\. A monster cannot have its battle position changed in the turn it came onto the field/);
  });
});
