/**
 * Formats are data: the differences between rulebooks are fields here, never forks of
 * the engine code. `classic` follows the 2008 rulebook, `modern` the current one.
 */
export type ExtraDeckKind = 'fusion' | 'synchro' | 'xyz' | 'link';

export interface DeckRules {
  mainMin: number;
  mainMax: number;
  extraMax: number;
  sideMax: number;
  /** Copies of one card name allowed across Main, Extra and Side together. */
  maxCopies: number;
  /** Which monster frames may be put in the Extra Deck. */
  extraDeckFrames: readonly ExtraDeckKind[];
}

export interface Format {
  id: FormatId;
  name: string;
  startingLp: number;
  openingHand: number;
  handLimit: number;
  /** Does the player going first draw in the Draw Phase of the duel's first turn? */
  firstPlayerDrawsOnFirstTurn: boolean;
  /** May the player going first conduct a Battle Phase on the duel's first turn? */
  firstPlayerMayBattleOnFirstTurn: boolean;
  /** Extra Monster Zones shared by the two players (0 when the format has none). */
  extraMonsterZones: number;
  mainMonsterZones: number;
  spellTrapZones: number;
  /**
   * 'one-on-field': a single face-up Field Spell between both players; activating a new
   * one destroys the old (2008). 'one-per-player': each player keeps their own; a player
   * who activates another sends their previous one to the Graveyard (not destroyed).
   */
  fieldSpells: 'one-on-field' | 'one-per-player';
  /**
   * Order for building a chain of simultaneous Spell Speed 1 effects. 2008: the turn
   * player's effects, then the opponent's. Modern: turn player's mandatory, opponent's
   * mandatory, turn player's optional, opponent's optional.
   */
  simultaneousTriggers: 'turn-player-first' | 'mandatory-then-optional';
  /** A battle between two 0 ATK Attack Position monsters destroys neither. */
  zeroAtkMonstersSurviveBattle: boolean;
  /** Tokens may be used as Xyz Material (modern forbids it). */
  tokensAsXyzMaterial: boolean;
  deck: DeckRules;
}

export type FormatId = 'classic' | 'modern';

export const CLASSIC: Format = {
  id: 'classic',
  name: 'Classic (2008 rulebook)',
  startingLp: 8000,
  openingHand: 5,
  handLimit: 6,
  firstPlayerDrawsOnFirstTurn: true,
  firstPlayerMayBattleOnFirstTurn: false,
  extraMonsterZones: 0,
  mainMonsterZones: 5,
  spellTrapZones: 5,
  fieldSpells: 'one-on-field',
  simultaneousTriggers: 'turn-player-first',
  // The 2008 rulebook has no 0 ATK paragraph; the long-standing ruling it played under
  // is the one the modern book prints, so both formats share it.
  zeroAtkMonstersSurviveBattle: true,
  tokensAsXyzMaterial: true,
  deck: { mainMin: 40, mainMax: 60, extraMax: 15, sideMax: 15, maxCopies: 3, extraDeckFrames: ['fusion', 'synchro'] },
};

export const MODERN: Format = {
  id: 'modern',
  name: 'Modern (current rulebook)',
  startingLp: 8000,
  openingHand: 5,
  handLimit: 6,
  firstPlayerDrawsOnFirstTurn: false,
  firstPlayerMayBattleOnFirstTurn: false,
  extraMonsterZones: 2,
  mainMonsterZones: 5,
  spellTrapZones: 5,
  fieldSpells: 'one-per-player',
  simultaneousTriggers: 'mandatory-then-optional',
  zeroAtkMonstersSurviveBattle: true,
  tokensAsXyzMaterial: false,
  deck: { mainMin: 40, mainMax: 60, extraMax: 15, sideMax: 15, maxCopies: 3, extraDeckFrames: ['fusion', 'synchro', 'xyz', 'link'] },
};

export const FORMATS: Record<FormatId, Format> = { classic: CLASSIC, modern: MODERN };

export function getFormat(id: FormatId): Format {
  return FORMATS[id];
}
