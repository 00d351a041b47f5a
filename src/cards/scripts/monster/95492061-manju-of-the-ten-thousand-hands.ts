/** Manju of the Ten Thousand Hands (95492061): scripted from our own wording in data/cards/text/cards-mon-a.json. */
import { type CardScript, normalOrFlipSummoned } from '../facade.js';

export const manjuOfTheTenThousandHands: CardScript = {
  passcode: 95492061,
  effects: [
    {
      id: 'search',
      kind: 'trigger',
      label: 'add 1 Ritual Monster or Ritual Spell from your Deck to your hand',
      categories: ['search'],
      optional: true,
      when: true,
      triggersOn: normalOrFlipSummoned,
      resolve: (r) => void r.search(r.player, (f) => f.frame === 'ritual' || (f.kind === 'spell' && f.subtypes.includes('Ritual')), 'Add 1 Ritual Monster or Ritual Spell from your Deck to your hand'),
    },
  ],
};
