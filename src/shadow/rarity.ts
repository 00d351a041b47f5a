/**
 * Rarity stars for Magic (ours: 001 gives stars their copy limits but no card its stars; rules
 * reference `shadow.mage-rarity`). Stars come from facts only, the highest of:
 *
 *   5  Divine (DIVINE Attribute, or one of Exodia's five pieces, which 001 names Divine), or
 *      Forbidden on the TCG list
 *   4  Limited on the TCG list, printed Ultra or Secret Rare, or a monster of 3000 ATK or more
 *   3  Semi-Limited, printed Super Rare, a monster of Level 7 or more, any Fusion or Ritual Monster
 *   2  printed Rare or Short Print, a monster of Level 5-6, or of 1800 ATK or more
 *   1  everything else
 *
 * "Printed" is the rarity of its printings in Legend of Blue Eyes and the four 2002 Starter
 * Decks (the highest one). `npm run shadow:rarity` writes the result to data/shadow/rarity.tsv.
 */
import type { CardFacts } from '../cards/types.js';

export type Stars = 1 | 2 | 3 | 4 | 5;

export interface Rarity {
  stars: Stars;
  divine: boolean;
  /** Which fact decided the stars (for the table's readers). */
  basis: string;
}

/** Exodia the Forbidden One and its four limbs. */
export const EXODIA_PIECES: ReadonlySet<number> = new Set([33396948, 7902349, 70903634, 44519536, 8124921]);

/** Printed rarity names, lowest to highest, as the reference set lists spell them. */
const PRINT_STARS: Record<string, Stars> = {
  Common: 1,
  Rare: 2,
  'Short Print': 2,
  'Super Rare': 3,
  'Ultra Rare': 4,
  'Secret Rare': 4,
};

export function printStars(printed: string | undefined): Stars {
  return (printed && PRINT_STARS[printed]) || 1;
}

type Facts = Pick<CardFacts, 'passcode' | 'frame' | 'attribute' | 'level' | 'atk' | 'status'>;

/** Each rule that applies to the card, as [stars, basis]. */
function reasons(card: Facts, printed: string | undefined): [Stars, string][] {
  const found: [Stars, string][] = [];
  const monster = card.frame !== 'spell' && card.frame !== 'trap';
  const atk = card.atk ?? 0;
  const level = card.level ?? 0;
  const status = card.status?.tcg;
  if (status === 'Forbidden') found.push([5, 'forbidden']);
  if (status === 'Limited') found.push([4, 'limited']);
  if (status === 'Semi-Limited') found.push([3, 'semi-limited']);
  const print = printStars(printed);
  if (print > 1) found.push([print, `printed ${printed}`]);
  if (monster && atk >= 3000) found.push([4, 'ATK 3000+']);
  if (card.frame === 'fusion' || card.frame === 'ritual') found.push([3, card.frame]);
  if (monster && level >= 7) found.push([3, 'Level 7+']);
  if (monster && level >= 5 && level <= 6) found.push([2, 'Level 5-6']);
  if (monster && atk >= 1800) found.push([2, 'ATK 1800+']);
  return found;
}

export function rarityOfFacts(card: Facts, printed?: string): Rarity {
  const divine = card.attribute === 'DIVINE' || EXODIA_PIECES.has(card.passcode);
  if (divine) return { stars: 5, divine: true, basis: 'divine' };
  let best: [Stars, string] = [1, 'common'];
  for (const r of reasons(card, printed)) if (r[0] > best[0]) best = r;
  return { stars: best[0], divine: false, basis: best[1] };
}

/** Copies of one name a Deck of Magic (with its Extra Magic) may hold: 3, 2, then 1 from three stars up. */
export function deckCopyLimit(stars: Stars): number {
  return stars === 1 ? 3 : stars === 2 ? 2 : 1;
}

/**
 * Copies of one name the Library may hold. 001 limits four and five stars to one copy in the
 * Library; we hold the others to their Deck of Magic limit too, since a copy the deck cannot
 * take would only fill the Library.
 */
export function libraryCopyLimit(stars: Stars): number {
  return deckCopyLimit(stars);
}
