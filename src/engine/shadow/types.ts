/**
 * The Shadow Games (seed 001) as a duel format: the shapes a shadow duel's config carries and
 * the per-mage state the engine keeps during combat. data/rules/10-shadow-games.md words the
 * rules (ids shadow.*). These types are the contract between the engine (combat), the mage
 * sheet (src/shadow) and the campaign: the sheet builds a ShadowCombatant with toCombatant,
 * the campaign passes two of them in DuelConfig.mages, and reads combatOutcome(state) after.
 */
import type { DeckList, PlayerId } from '../types.js';

/** One mage as combat needs them: scores, limits and the Library Heart of the Cards draws on. */
export interface ShadowCombatant {
  name: string;
  /** Mind: monsters controlled (1 + floor(Mind/2)), Continuous Spells/Traps (ceil(Mind/2)), Heart of the Cards (d20 <= Mind). */
  mind: number;
  body: number;
  power: number;
  /** The highest monster Level (stars) this mage may Summon. */
  starLevel: number;
  /** Life Points at the start of this combat (the mage's current LP, not always the normal value). */
  lp: number;
  /** The most LP the mage can hold during combat (1,000 x (Body + Mind) + 2,000). */
  lpCap: number;
  /** Passcodes of the Library of Knowledge (Heart of the Cards picks one of them). */
  library: readonly number[];
  /** Passcodes of Divine Magic in the Deck of Magic, locked until a d20 roll of 20 unlocks one. */
  divine?: readonly number[];
  /**
   * The LP the mage's LP fall back to at the end of combat when above it (1,000 x Body +
   * 1,000). Absent: computed from Body by that formula.
   */
  normalLp?: number;
}

/**
 * A further mage of a team (tag duel): DuelConfig.mages[side] and decks[side] are the team's
 * first mage; partners[side] lists the others in turn order, each with their own Deck of
 * Magic and Extra Magic. Turns go A1, B1, A2, B2, ... (data/rules/10-shadow-games.md shadow.teams).
 */
export interface ShadowPartner {
  mage: ShadowCombatant;
  deck: DeckList;
}

/** The two sides of a shadow duel: the first mage of each side, then optional partners. */
export type ShadowMages = [ShadowCombatant, ShadowCombatant];
export type ShadowPartners = [ShadowPartner[], ShadowPartner[]];

/** What combat leaves for the campaign: one row per mage (combatOutcome in outcome.ts). */
export interface ShadowMageOutcome {
  name: string;
  side: 0 | 1;
  /** LP left, already brought back down to the normal LP when above it. */
  lp: number;
  /** False when the mage ended combat at 0 LP (unconscious until they rest). */
  conscious: boolean;
  /** Passcodes of this mage's Magic in the Graveyard at the end (spent until a Full Rest). */
  graveyard: number[];
  /** Passcodes of this mage's Magic in the Beyond (banished; spent until a Full Rest). */
  beyond: number[];
  /** Passcodes of Magic still active on the field, which go back to the Deck of Magic. */
  returnedToDeck: number[];
}

export interface ShadowOutcome {
  /** False while the duel goes on (the rows then describe the current position). */
  over: boolean;
  /** The winning side; null for a draw or while not over. */
  winner: 0 | 1 | null;
  /** Names of the winning mages (the whole winning team in a tag duel). */
  winners: string[];
  mages: ShadowMageOutcome[];
}

/**
 * The Shadow Games rules as format data (Format.shadow): the numbers 001 gives and the ones
 * we chose where it gives none (data/rules/10-shadow-games.md says which are ours).
 */
export interface ShadowRules {
  /** MP a mage gains at the start of their first turn of combat (shadow.magic-points). */
  firstTurnMp: number;
  /** MP gained at the start of each later turn of theirs. */
  mpPerTurn: number;
  /** The most MP a mage keeps at the end of their own turn; the rest is lost. */
  mpKeptAtEndOfTurn: number;
  /** What each act costs in MP (shadow.costs; the Spell and Trap amounts are ours). */
  mpCost: {
    /** Normal or Tribute Summon, and Setting a monster (summoning it hidden). */
    summon: number;
    /** Special Summons: 001 says they cost nothing. */
    specialSummon: number;
    /** Activating a Spell card (from the hand or Set). */
    spell: number;
    /** Activating a Trap card. */
    trap: number;
  };
  /** [highest Level, Tributes needed] rows, lowest first (shadow.tribute-table). */
  tributeTable: readonly (readonly [number, number])[];
  /** Traps and Quick-Play Spells cannot be activated during the first turn of combat (shadow.first-turn). */
  noTrapsOrQuickPlaysOnFirstTurn: boolean;
  /** Monster frames that cannot attack on the turn they were Summoned (shadow.fusion-ritual-attack). */
  cannotAttackTurnSummoned: readonly string[];
  /** A monster flipped by an attack uses its Flip effect before damage calculation (shadow.hidden-monsters). */
  flipEffectsBeforeDamage: boolean;
  /** Heart of the Cards: a die of this many sides, success at or under Mind, this many times per combat. */
  heartOfTheCards: { die: number; usesPerCombat: number };
  /** Divine Magic: a die rolled at the start of the mage's turn; this result unlocks one. */
  divineRoll: { die: number; unlockOn: number };
}

/** One mage during combat: the sheet values it was given and what combat changed. */
export interface ShadowMageState {
  side: 0 | 1;
  mage: ShadowCombatant;
  mp: number;
  /** Turns this mage has started (the first one gains firstTurnMp). */
  turnsTaken: number;
  heartUses: number;
  /** Divine Magic passcodes unlocked in this combat by a roll of 20. */
  unlocked: readonly number[];
  /** Tag duels: instance ids of this mage's own Magic (absent with one mage a side: the side's cards are theirs). */
  magic?: readonly number[];
  /** Tag duels: this mage's LP and piles while a partner holds the side's seat (absent while seated). */
  aside?: AsidePiles;
}

/** The piles a side's PlayerState holds for the seated mage, kept here for a mage out of the seat. */
export const SEAT_PILES = ['deck', 'hand', 'graveyard', 'banished', 'extra'] as const;
export type SeatPile = (typeof SEAT_PILES)[number];
export type AsidePiles = { lp: number } & { readonly [K in SeatPile]: readonly number[] };

/** DuelState.shadow: present only in shadow-games duels (so other formats hash as before). */
export interface ShadowState {
  /** Every mage: side 0's team in turn order, then side 1's. */
  mages: readonly ShadowMageState[];
  /** Which entry of `mages` is each side's mage this turn (or next, for the side not playing). */
  active: readonly [number, number];
  /** A card Heart of the Cards brought: the mage's options are only those that use it until it is used. */
  mustUse: number | null;
}

/** The Shadow Games' own events (part of EventBody). */
export type ShadowEventBody =
  /** A mage's Magic Points changed (gained in the Gain Phase, spent, or lost above the cap). */
  | { type: 'magic-points'; player: PlayerId; mage: string; mp: number; change: number; reason: 'gain' | 'spent' | 'lost' }
  /** A d20 roll (Heart of the Cards, Divine Magic); `unlocked`: the passcode it unlocked or brought, if any. */
  | { type: 'shadow-roll'; player: PlayerId; mage: string; roll: 'heart' | 'divine'; value: number; target: number; success: boolean; unlocked?: number }
  /** Every Exodia piece is unlocked; the opponents' cards are destroyed and their LP set to 0. */
  | { type: 'exodia-unleashed'; player: PlayerId; mage: string }
  /** Tag duels: the side's turn passes to this mage of the team, who takes the seat with their own hand, Deck and LP. */
  | { type: 'mage-seat'; player: PlayerId; mage: string; lp: number };
