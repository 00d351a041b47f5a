/**
 * The layout of data/cards/facts.tsv and data/cards/aliases.tsv: the printed facts of
 * every card (names, kinds, stats; no card text), derived from the reference data by
 * `npm run build:cards`. One module owns the column order so the builder that writes
 * the files and the loader that reads them cannot drift apart.
 */
import type { Frame } from './types.js';

export const FACTS_COLUMNS = [
  'passcode', 'name', 'frame', 'subtypes', 'attribute', 'race', 'level', 'atk', 'def', 'scale', 'arrows', 'tcg', 'ocg',
] as const;

export const ALIAS_COLUMNS = ['id', 'passcode', 'kind'] as const;

export const ALIAS_KINDS = ['alternate-art', 'pre-errata', 'goat-variant'] as const;
export type AliasKind = (typeof ALIAS_KINDS)[number];

/** Forbidden & Limited status on a list, as one letter in the file ("" = unknown). */
export const STATUS_CODES = {
  U: 'Unlimited',
  S: 'Semi-Limited',
  L: 'Limited',
  F: 'Forbidden',
  N: 'Not yet released',
} as const;
export type StatusCode = keyof typeof STATUS_CODES;
export type CardStatus = (typeof STATUS_CODES)[StatusCode];

/** Link arrows in the file, in the reference's order (top-left first, bottom-right last). */
export const ARROW_CODES = {
  TL: 'Top-Left',
  T: 'Top',
  TR: 'Top-Right',
  L: 'Left',
  R: 'Right',
  BL: 'Bottom-Left',
  B: 'Bottom',
  BR: 'Bottom-Right',
} as const;
export type ArrowCode = keyof typeof ARROW_CODES;
export type LinkArrow = (typeof ARROW_CODES)[ArrowCode];

export const FRAMES: readonly Frame[] = [
  'normal', 'effect', 'ritual', 'fusion', 'synchro', 'xyz', 'pendulum', 'link', 'spell', 'trap',
];

export const FACTS_HEADER_COMMENT =
  '# Card facts (no card text) derived from ../shared/ref/cards.tsv by `npm run build:cards`; do not edit by hand.';
export const ALIASES_HEADER_COMMENT =
  '# Other ids of the cards in facts.tsv (alternate art, pre-errata, GOAT variants), derived from ../shared/ref/aliases.tsv by `npm run build:cards`.';
