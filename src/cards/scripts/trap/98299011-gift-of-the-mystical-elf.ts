/** Gift of The Mystical Elf (98299011): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, monstersOn, trapActivation } from '../facade.js';

export const giftOfTheMysticalElf: CardScript = {
  // Gift of The Mystical Elf: gain 300 Life Points for each monster on the field.
  passcode: 98299011,
  effects: [trapActivation({ resolve: (r) => r.gainLp(r.player, 300 * monstersOn(r.state).length) })],
};
