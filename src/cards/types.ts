/**
 * Printed facts of one card, as stored in data/cards. These are facts (stats, kinds),
 * plus `text`: our own wording of what the card does, never the printed sentence.
 */
import type { CardStatus, LinkArrow } from './factsFormat.js';
import type { FormatId } from '../engine/format.js';

export type Frame =
  | 'normal' | 'effect' | 'ritual' | 'fusion' | 'synchro' | 'xyz' | 'pendulum' | 'link'
  | 'spell' | 'trap';

export type Attribute = 'DARK' | 'EARTH' | 'FIRE' | 'LIGHT' | 'WATER' | 'WIND' | 'DIVINE';

export interface CardFacts {
  passcode: number;
  name: string;
  frame: Frame;
  /** Monsters: type-line words after the Type (e.g. ["Toon", "Effect"]); Spells/Traps: the icon ("Normal", "Quick-Play", ...). */
  subtypes: string[];
  attribute?: Attribute;
  /** Monster Type, e.g. "Spellcaster". */
  race?: string;
  /** Level, Rank or Link rating depending on frame. */
  level?: number;
  /** null stands for a printed "?". */
  atk?: number | null;
  def?: number | null;
  /** Our own words. */
  text: string;
  /** Our words for the card as worded in a format's era, where that differs (goat: April 2005, before errata). */
  formatText?: Partial<Record<FormatId, string>>;
  /**
   * True only when the engine plays the card as printed: its behaviour is scripted and
   * tested, or it is a Normal Monster (no effect, so its facts are all it needs).
   */
  scripted: boolean;
  /** For a card not scripted yet: what it is waiting for (our words, shown by the deck report). */
  notScripted?: string;
  /** Known from data/cards/facts.tsv only: no own-words text and no script yet (unless a Normal Monster). */
  factsOnly?: boolean;
  /** Pendulum Scale (left and right are equal on every card). */
  scale?: number;
  /** Link Arrows, in the order top-left to bottom-right. */
  arrows?: LinkArrow[];
  /** Forbidden & Limited status on the TCG and OCG lists of the reference snapshot. */
  status?: { tcg?: CardStatus; ocg?: CardStatus };
}

/** Frames whose cards live in the Extra Deck rather than the Main Deck. */
export const EXTRA_DECK_FRAMES: ReadonlySet<Frame> = new Set(['fusion', 'synchro', 'xyz', 'link']);

/** The card's words as played in `format`: its era's wording where it has one, else today's. */
export function cardTextIn(card: Pick<CardFacts, 'text' | 'formatText'>, format: FormatId | undefined): string {
  return (format !== undefined ? card.formatText?.[format] : undefined) ?? card.text;
}
