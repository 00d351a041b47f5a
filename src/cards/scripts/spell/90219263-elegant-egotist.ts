/** Elegant Egotist (90219263): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, faceUpMonsters, freeMainZones, namedInHandOrDeck, nameOf, spellActivation, summonNamedFromHandOrDeck } from '../facade.js';

const HARPIES = ['Harpie Lady', 'Harpie Lady Sisters'];

// Elegant Egotist: activated only while a face-up "Harpie Lady" is on the field; Special Summon 1 "Harpie Lady" or
// "Harpie Lady Sisters" from your hand or Deck (this card is the Sisters' own way onto the field).
export const elegantEgotist: CardScript = {
  passcode: 90219263,
  effects: [
    spellActivation({
      categories: ['special-summon'],
      condition: (q) =>
        faceUpMonsters(q.state).some((id) => nameOf(q.state, id) === 'Harpie Lady') && freeMainZones(q.state, q.player) > 0 && namedInHandOrDeck(q.state, q.ctx, q.player, HARPIES, true).length > 0,
      resolve: (r) => void summonNamedFromHandOrDeck(r, HARPIES, 'Elegant Egotist'),
    }),
  ],
};
