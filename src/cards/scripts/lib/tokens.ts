/** Facts of the Tokens scripts create, and their passcodes. */
import type { CardStatic } from './engine.js';

/** The Sheep Token's own passcode (one above Scapegoat's, as printed on the token card). */
export const SHEEP_TOKEN = 73915052;

/** Scapegoat's Sheep Token: Beast-Type, EARTH, Level 1, 0 ATK / 0 DEF. */
export const SHEEP_TOKEN_FACTS: CardStatic = {
  passcode: SHEEP_TOKEN,
  name: 'Sheep Token',
  kind: 'monster',
  frame: 'token',
  subtypes: ['Token'],
  attribute: 'EARTH',
  race: 'Beast',
  level: 1,
  atk: 0,
  def: 0,
  extraDeck: false,
  normalSummonable: false,
};

/** Stray Lambs' Lamb Token: Beast-Type, EARTH, Level 1, 0 ATK / 0 DEF (its token card's passcode). */
export const LAMB_TOKEN_FACTS: CardStatic = { ...SHEEP_TOKEN_FACTS, passcode: 60764582, name: 'Lamb Token' };
