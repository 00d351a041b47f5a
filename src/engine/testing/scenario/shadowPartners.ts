/**
 * Scenario boards for Shadow Games tag duels (shadow.teams): the further mages of each side,
 * out of the seat at the start, with their own LP and set-aside hand, Deck and Graveyard.
 */
import { z } from 'zod';
import type { AsidePiles, ShadowMageState } from '../../shadow/types.js';
import type { CardInstance, Location, PlayerId, StateDraft, Writable } from '../../types.js';
import type { ScenarioCards } from './schema.js';
import { scenarioMageSchema, toMageState } from './shadow.js';

const count = z.number().int().min(0);
const names = z.array(z.string()).default([]);

/** A further mage of a side, out of the seat at the start: their LP and piles are set aside. */
export const scenarioPartnerSchema = scenarioMageSchema.extend({
  side: z.union([z.literal(0), z.literal(1)]),
  lp: count.optional(),
  hand: names,
  deck: names,
  graveyard: names,
});
export type ScenarioPartner = z.infer<typeof scenarioPartnerSchema>;

type AddCard = (name: string, owner: PlayerId, location: Location) => Writable<CardInstance>;

/** Adds the partners after the two seated mages (placeMages), in the order of DuelState.shadow.mages. */
export function placePartners(s: StateDraft, partners: readonly ScenarioPartner[], cards: ScenarioCards, add: AddCard): void {
  const seated = s.shadow!.mages;
  const all: ShadowMageState[] = [];
  for (const side of [0, 1] as const) {
    const magic = s.cards.filter((c) => c.owner === side).map((c) => c.id);
    all.push({ ...seated[side]!, magic });
    for (const p of partners.filter((x) => x.side === side)) {
      const lp = p.lp ?? 1000 * p.body + 1000;
      const pile = (list: readonly string[], faceUp: boolean): number[] =>
        list.map((n) => {
          const card = add(n, side, 'aside');
          card.faceUp = faceUp;
          return card.id;
        });
      const aside: AsidePiles = { lp, hand: pile(p.hand, false), deck: pile(p.deck, false), graveyard: pile(p.graveyard, true), banished: [], extra: [] };
      const mage = toMageState(s, p, side, cards, lp, `Mage ${side + 1}-${all.length + 1}`);
      all.push({ ...mage, turnsTaken: p.turnsTaken ?? 0, magic: [...aside.hand, ...aside.deck, ...aside.graveyard], aside });
    }
  }
  s.shadow = { ...s.shadow!, mages: all, active: [0, all.findIndex((m) => m.side === 1)] };
}

