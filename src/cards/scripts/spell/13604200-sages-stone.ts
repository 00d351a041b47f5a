/** Sage's Stone (13604200): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, freeMainZones, namedInHandOrDeck, spellActivation, summonNamedFromHandOrDeck, whileControlling } from '../facade.js';

const DM = ['Dark Magician'];

// Sage's Stone: activated only while you control a face-up "Dark Magician Girl"; Special Summon 1 "Dark Magician" from your hand or Deck.
export const sagesStone: CardScript = {
  passcode: 13604200,
  effects: [
    spellActivation(
      whileControlling(['Dark Magician Girl'], {
        categories: ['special-summon'],
        condition: (q) => freeMainZones(q.state, q.player) > 0 && namedInHandOrDeck(q.state, q.ctx, q.player, DM).length > 0,
        resolve: (r) => void summonNamedFromHandOrDeck(r, DM),
      }),
    ),
  ],
};
