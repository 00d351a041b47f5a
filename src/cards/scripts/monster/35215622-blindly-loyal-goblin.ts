/** Blindly Loyal Goblin (35215622): scripted from our own wording of the card in data/cards/text/goat-mon-2.json. */
import type { CardScript } from '../facade.js';

// Blindly Loyal Goblin: while it is face-up on the field, control of it cannot switch (the
// 'control-cannot-switch' code: Change of Heart, Creature Swap or Snatch Steal leave it where it is).
export const blindlyLoyalGoblin: CardScript = {
  passcode: 35215622,
  continuous: [{ code: 'control-cannot-switch' }],
};
