/**
 * Printed facts of one card, as stored in data/cards. These are facts (stats, kinds),
 * plus `text`: our own wording of what the card does, never the printed sentence.
 */
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
  /** True only when the card's behaviour is complete and tested in the engine. */
  scripted: boolean;
}

/** Frames whose cards live in the Extra Deck rather than the Main Deck. */
export const EXTRA_DECK_FRAMES: ReadonlySet<Frame> = new Set(['fusion', 'synchro', 'xyz', 'link']);
