/** Banisher of the Light (61528025): scripted from our own wording of the card in data/cards/text/goat-monsters.json. */
import type { CardScript } from '../facade.js';

// Banisher of the Light: while it is face-up on the field, any other card that would be sent to
// a Graveyard (destroyed, discarded, Tributed, used as a cost) is removed from play instead (the
// 'banish-instead-of-graveyard' replacement code: no Chain Link, no "sent to the Graveyard" trigger).
export const banisherOfTheLight: CardScript = {
  passcode: 61528025,
  continuous: [{ code: 'banish-instead-of-graveyard', affects: () => false }],
};
