/** Time Seal (35316708): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, trapActivation } from '../facade.js';

export const timeSeal: CardScript = {
  // Time Seal: your opponent skips the Draw Phase of their next turn.
  passcode: 35316708,
  effects: [trapActivation({ resolve: (r) => r.addEffect('skip-draw-phase', { player: r.opponent }, null, 'permanent', 1) })],
};
