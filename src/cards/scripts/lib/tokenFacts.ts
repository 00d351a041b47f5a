/**
 * Facts of the Tokens monster effects create (Lekunga Token, ...): a Token has no card of
 * its own in the database, so its printed facts are written where the card that makes it is.
 */
import type { CardStatic } from './engine.js';

export interface TokenSpec {
  /** The passcode printed on the token card (one above its maker's, as a rule). */
  passcode: number;
  name: string;
  attribute: string;
  race: string;
  level: number;
  atk: number;
  def: number;
}

export function tokenFacts(spec: TokenSpec): CardStatic {
  return { ...spec, kind: 'monster', frame: 'token', subtypes: ['Token'], extraDeck: false, normalSummonable: false };
}
