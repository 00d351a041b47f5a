/** Des Wombat (9637706): scripted from our own wording in data/cards/text/cards-mon-a.json. */
import { type CardScript } from '../facade.js';

// While face-up, effect damage to its controller becomes 0.
export const desWombat: CardScript = {
  passcode: 9637706,
  continuous: [{ code: 'no-effect-damage', affects: (state, source, t) => 'player' in t && t.player === state.cards[source]!.controller }],
};
