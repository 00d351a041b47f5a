/**
 * Creating a tag duel (shadow.teams): every mage brings their own Deck of Magic and Extra
 * Magic. All of a side's cards are made and shuffled together by newDuel; this sorts them to
 * their mages and sets the partners' piles aside until each takes the seat.
 */
import type { DeckList, DuelConfig, PlayerId, StateDraft } from '../types.js';
import type { ShadowMageState } from './types.js';

export interface DeckOwner {
  owner: PlayerId;
  deck: DeckList;
  /** Index of the deck's mage in DuelState.shadow.mages; -1 outside shadow-games. */
  mage: number;
  /** How an error about this deck names it. */
  who: string;
}

/** The decks of a duel in the order of DuelState.shadow.mages: side 0's team, then side 1's. */
export function deckOwners(config: DuelConfig): DeckOwner[] {
  const shadow = config.format === 'shadow-games';
  const out: DeckOwner[] = [];
  let index = 0;
  for (const side of [0, 1] as const) {
    out.push({ owner: side, deck: config.decks[side], mage: shadow ? index++ : -1, who: `Player ${side + 1}` });
    if (!shadow) continue;
    for (const partner of config.partners?.[side] ?? []) {
      out.push({ owner: side, deck: partner.deck, mage: index++, who: `Player ${side + 1} (${partner.mage.name})` });
    }
  }
  return out;
}

/**
 * Each mage's cards (`mageOfCard[id]`) are listed as their Magic; the side's piles keep the
 * first mage's, and every partner's shuffled Deck and Extra Magic are set aside with their LP.
 */
export function seatFirstMages(base: StateDraft, mageOfCard: readonly number[]): void {
  const shadow = base.shadow!;
  const mages: ShadowMageState[] = shadow.mages.map((m, i) => {
    const magic = base.cards.filter((c) => mageOfCard[c.id] === i).map((c) => c.id);
    if (shadow.active[m.side] === i) return { ...m, magic };
    const mine = new Set(magic);
    const pl = base.players[m.side];
    const deck = pl.deck.filter((id) => mine.has(id));
    const extra = pl.extra.filter((id) => mine.has(id));
    for (const id of magic) base.cards[id]!.location = 'aside';
    return { ...m, magic, aside: { lp: m.mage.lp, deck, hand: [], graveyard: [], banished: [], extra } };
  });
  for (const side of [0, 1] as const) {
    const seated = new Set(mages[shadow.active[side]]!.magic);
    const pl = base.players[side];
    pl.deck = pl.deck.filter((id) => seated.has(id));
    pl.extra = pl.extra.filter((id) => seated.has(id));
  }
  base.shadow = { ...shadow, mages };
}
