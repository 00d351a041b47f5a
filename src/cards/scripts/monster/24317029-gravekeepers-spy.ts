/** Gravekeeper's Spy (24317029): scripted from our own wording in data/cards/text/cards-mon-a.json. */
import { type CardScript, summonFromDeck, withAtkAtMost } from '../facade.js';

const gravekeepers = withAtkAtMost(1500, (f) => f.name.startsWith("Gravekeeper's"));

export const gravekeepersSpy: CardScript = {
  passcode: 24317029,
  effects: [
    {
      id: 'flip',
      kind: 'flip',
      label: `Special Summon 1 "Gravekeeper's" monster with 1500 or less ATK from your Deck`,
      categories: ['special-summon'],
      resolve: (r) => void summonFromDeck(r, gravekeepers, `Special Summon 1 "Gravekeeper's" monster with 1500 or less ATK from your Deck`),
    },
  ],
};
