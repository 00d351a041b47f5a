/**
 * Ojama Tokens (Ojama Trio): LIGHT Beast-Type, Level 2, 0 ATK / 1000 DEF, put on the
 * opponent's field; they cannot be Tributed for a Tribute Summon and whoever controls one
 * when it is destroyed takes 300 damage at once (the token's own script says so).
 */
import type { CardStatic } from './engine.js';

export const OJAMA_TOKEN = 29843092;

export const OJAMA_TOKEN_FACTS: CardStatic = {
  passcode: OJAMA_TOKEN,
  name: 'Ojama Token',
  kind: 'monster',
  frame: 'token',
  subtypes: ['Token'],
  attribute: 'LIGHT',
  race: 'Beast',
  level: 2,
  atk: 0,
  def: 1000,
  extraDeck: false,
  normalSummonable: false,
};
