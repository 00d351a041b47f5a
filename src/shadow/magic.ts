/**
 * Which cards can be a mage's Magic, and what kind (rules reference `shadow.mage-magic`).
 * Only cards the engine plays as printed can be memorised: a scripted card, or a Normal
 * Monster (it has nothing but stats). The rest are named as "not usable yet", never played as
 * something they are not. Synchro, Xyz, Pendulum and Link Monsters have no place in 001.
 */
import type { CardFacts } from '../cards/types.js';
import type { Rarity } from './rarity.js';
import { rarityTable, SHADOW_FRAMES } from './rarityTable.js';

/** What the Magic rules need to know of cards (CardDb and the rarity table behind it, or a test's few cards). */
export interface MagicLookup {
  card(passcode: number): CardFacts | undefined;
  rarity(passcode: number): Rarity | undefined;
}

export type MagicKind = 'main' | 'extra';

export interface MagicInfo {
  passcode: number;
  name: string;
  rarity: Rarity;
  /** Extra Magic (Fusion and Ritual Monsters) or the Deck of Magic (everything else). */
  kind: MagicKind;
}

export type MagicCheck = { ok: true; info: MagicInfo } | { ok: false; passcode: number; name: string | null; reason: string };

export function checkMagic(lookup: MagicLookup, passcode: number): MagicCheck {
  const card = lookup.card(passcode);
  if (!card) return { ok: false, passcode, name: null, reason: `no card has passcode ${passcode}` };
  const name = card.name;
  if (!SHADOW_FRAMES.has(card.frame)) return { ok: false, passcode, name, reason: `${name} is a ${card.frame} monster, which the Shadow Games do not have` };
  if (card.frame !== 'normal' && !card.scripted) {
    return { ok: false, passcode, name, reason: `${name} is not usable yet: the engine does not play its effects${card.notScripted ? ` (${card.notScripted})` : ''}` };
  }
  const rarity = lookup.rarity(passcode);
  if (!rarity) return { ok: false, passcode, name, reason: `${name} has no rarity stars in data/shadow/rarity.tsv (run npm run shadow:rarity)` };
  const kind: MagicKind = card.frame === 'fusion' || card.frame === 'ritual' ? 'extra' : 'main';
  return { ok: true, info: { passcode, name, rarity, kind } };
}

/** The lookup over the project's cards and the committed rarity table. */
export function magicLookup(cards: { byPasscode(passcode: number): CardFacts | undefined }, table: ReadonlyMap<number, Rarity> = rarityTable()): MagicLookup {
  return { card: (p) => cards.byPasscode(p), rarity: (p) => table.get(p) };
}
