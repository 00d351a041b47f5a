/**
 * Formats are data: the differences between rulebooks are fields here, never forks of
 * the engine code. `classic` follows the 2008 rulebook, `modern` the current one.
 */
import type { ShadowRules } from './shadow/types.js';
import type { Phase } from './types.js';

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
  /**
   * Where monsters Summoned from the Extra Deck may go, in formats with Extra Monster Zones.
   * Absent: the rulebook's rule (modern): every one goes to an Extra Monster Zone or a Main
   * Monster Zone a Link Arrow points to. 'link-and-pendulum-only': the April 2020 revision,
   * where only Link Monsters and Pendulum Monsters from the face-up Extra Deck are held to
   * that, and Fusion, Synchro and Xyz Monsters may go to any Main Monster Zone (a variant:
   * no format uses it by default; data/rules/03-summoning.md summon.extra-deck-zones).
   */
  extraDeckZones?: 'link-and-pendulum-only';
  /**
   * Rules of an older era that only some formats have (goat). Absent means today's rule, so
   * a format without them hashes as it did before they existed (saved duels re-verify).
   */
  era?: EraRules;
  /** Shadow Games (seed 001) combat rules (src/engine/shadow). Absent in the card-game formats. */
  shadow?: ShadowRules;
  /** The phases as this format names them in labels and text (001's names); absent: the rulebook's. */
  phaseNames?: Readonly<Record<Phase, string>>;
}

/**
 * The April 2005 rules where they differ from both books, each with the duel-mode flag of
 * EDOPro's GOAT mode (ygopro-core ocgapi_constants.h, DUEL_MODE_GOAT) it corresponds to.
 * data/rules/11-goat.md (format.goat-differences) words each one and says which the engine
 * plays: cardWording, ignitionPriority and damageStep are read by the engine;
 * equipMonsterStaysWithoutTarget, storedAttackReplays and repositionIfSummonedByOther are
 * recorded facts the engine does not play yet (goat duels use the 2008 rule there).
 */
export interface EraRules {
  /** The Extra Deck is the Fusion Deck: the word the rules and deck checks use. */
  extraDeckName: 'Fusion Deck';
  /**
   * The card wording in force on this date: a card script's `formats` variant for the
   * format applies (pre-errata Sangan, Witch of the Black Forest with no once-per-turn).
   */
  cardWording: '2005-04';
  /**
   * TCG_FAST_EFFECT_IGNITION: after a Summon or a resolved Chain the turn player may use a
   * monster's Ignition effect before the opponent may respond ("priority").
   */
  ignitionPriority: boolean;
  /**
   * 6_STEP_BATLLE_STEP / SINGLE_CHAIN_IN_DAMAGE_SUBSTEP: the Damage Step of the time, played by
   * damageStep2005.ts (five substeps, one Chain each; destroyed monsters leave at its end).
   */
  damageStep: '2005';
  /** EQUIP_NOT_SENT_IF_MISSING_TARGET: an Equip Monster whose target is gone stays a monster. */
  equipMonsterStaysWithoutTarget: boolean;
  /** STORE_ATTACK_REPLAYS: a replay is not offered at once; the attacker may attack again later in the Battle Phase. */
  storedAttackReplays: boolean;
  /** CAN_REPOS_IF_NON_SUMPLAYER: a monster Summoned by the other player may change position the turn it arrives. */
  repositionIfSummonedByOther: boolean;
}

export type FormatId = 'classic' | 'modern' | 'goat' | 'shadow-games';

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

/**
 * GOAT: the card pool and Forbidden & Limited list of April 2005 (data/formats/goat.json,
 * checked by the card layer) with the rules of the time. Where a field matches classic it
 * is because 2005 and 2008 agree (first-turn draw, one Field Spell on the whole field, no
 * Extra Monster Zones).
 */
export const GOAT: Format = {
  // 2005 and 2008 agree on the rest: 8000 LP, a first-turn draw (DUEL_1ST_TURN_DRAW is in
  // DUEL_MODE_GOAT, DUEL_ATTACK_FIRST_TURN is not), no Extra Monster Zones (no
  // DUEL_EMZONE) and one Field Spell on the whole field (DUEL_1_FACEUP_FIELD).
  ...CLASSIC,
  id: 'goat',
  name: 'GOAT (April 2005 list and rules)',
  // The core builds a chain of simultaneous triggers from mandatory ones (turn player, then
  // opponent) before optional ones: the 2005 TCG order (SEGOC).
  simultaneousTriggers: 'mandatory-then-optional',
  // DUEL_0_ATK_DESTROYED: two 0 ATK Attack Position monsters destroy each other.
  zeroAtkMonstersSurviveBattle: false,
  // The Fusion Deck had no size limit in 2005; 100 keeps a pasted deck bounded. The Main
  // Deck's 60 is the cap every GOAT simulator and ladder plays with.
  deck: { ...CLASSIC.deck, extraMax: 100, extraDeckFrames: ['fusion'] },
  era: {
    extraDeckName: 'Fusion Deck',
    cardWording: '2005-04',
    ignitionPriority: true,
    damageStep: '2005',
    equipMonsterStaysWithoutTarget: true,
    storedAttackReplays: true,
    repositionIfSummonedByOther: true,
  },
};

/**
 * The Shadow Games (seed 001): mages duel with Magic Points. The card rules are the 2008
 * book's (one Field Spell on the whole field, a first-turn draw skipped as in modern so the
 * Deck of Magic lasts), with 001's differences as the `shadow` data; data/rules/10-shadow-games.md.
 */
export const SHADOW_GAMES: Format = {
  ...CLASSIC,
  id: 'shadow-games',
  name: 'Shadow Games (seed 001 role-play combat)',
  firstPlayerDrawsOnFirstTurn: false,
  // A Deck of Magic holds at most 40 and the mage's sheet sets the rest (src/shadow).
  deck: { ...CLASSIC.deck, mainMin: 1, mainMax: 40, extraMax: 40, extraDeckFrames: ['fusion'] },
  phaseNames: {
    draw: 'Gain Phase',
    standby: 'Gain Phase',
    main1: 'Start of Turn',
    battle: 'Battle',
    main2: 'Post Battle',
    end: 'End of Turn',
  },
  shadow: {
    firstTurnMp: 5,
    mpPerTurn: 1,
    mpKeptAtEndOfTurn: 6,
    mpCost: { summon: 1, specialSummon: 0, spell: 1, trap: 1 },
    tributeTable: [
      [4, 0],
      [6, 1],
      [8, 2],
      [10, 3],
      [12, 4],
    ],
    noTrapsOrQuickPlaysOnFirstTurn: true,
    cannotAttackTurnSummoned: ['fusion', 'ritual'],
    flipEffectsBeforeDamage: true,
    heartOfTheCards: { die: 20, usesPerCombat: 1 },
    divineRoll: { die: 20, unlockOn: 20 },
  },
};

export const FORMATS: Record<FormatId, Format> = { classic: CLASSIC, modern: MODERN, goat: GOAT, 'shadow-games': SHADOW_GAMES };

export const FORMAT_IDS = Object.keys(FORMATS) as FormatId[];

export function isFormatId(value: string): value is FormatId {
  return Object.hasOwn(FORMATS, value);
}

export function getFormat(id: FormatId): Format {
  return FORMATS[id];
}
