import type { CardFacts, Frame } from '../../src/cards/types.js';
import type { MagicLookup } from '../../src/shadow/magic.js';
import type { Rarity, Stars } from '../../src/shadow/rarity.js';

interface TestCard {
  passcode: number;
  name: string;
  frame: Frame;
  stars: Stars;
  scripted?: boolean;
  divine?: boolean;
}

/** A handful of cards with the stars given (not the real table), for the Library and deck rules. */
export const TEST_CARDS: TestCard[] = [
  { passcode: 101, name: 'Common Goblin', frame: 'normal', stars: 1 },
  { passcode: 102, name: 'Uncommon Knight', frame: 'effect', stars: 2, scripted: true },
  { passcode: 103, name: 'Rare Wizard', frame: 'effect', stars: 3, scripted: true },
  { passcode: 104, name: 'Ultra Dragon', frame: 'normal', stars: 4 },
  { passcode: 105, name: 'Sun God', frame: 'effect', stars: 5, scripted: true, divine: true },
  { passcode: 106, name: 'Unfinished Trap', frame: 'trap', stars: 1, scripted: false },
  { passcode: 107, name: 'Twin Fusion', frame: 'fusion', stars: 3, scripted: true },
  { passcode: 108, name: 'Ritual Knight', frame: 'ritual', stars: 3, scripted: true },
  { passcode: 109, name: 'Synchro Thing', frame: 'synchro', stars: 3, scripted: true },
  { passcode: 110, name: 'Common Spell', frame: 'spell', stars: 1, scripted: true },
];

export const testLookup: MagicLookup = {
  card(passcode) {
    const c = TEST_CARDS.find((t) => t.passcode === passcode);
    if (!c) return undefined;
    const facts: CardFacts = { passcode, name: c.name, frame: c.frame, subtypes: ['Normal'], text: 'test', scripted: c.scripted ?? c.frame === 'normal' };
    if (!facts.scripted) facts.notScripted = 'waits for a test rule';
    return facts;
  },
  rarity(passcode): Rarity | undefined {
    const c = TEST_CARDS.find((t) => t.passcode === passcode);
    return c && { stars: c.stars, divine: c.divine ?? false, basis: 'test' };
  },
};
