/** Hayabusa Knight (21015833): scripted from our own wording of the card in data/cards/text/goat-mon-2.json. */
import { type CardScript, targetCard } from '../facade.js';

// Hayabusa Knight: it may declare two attacks in each Battle Phase (the 'extra-attacks' code, one more).
export const hayabusaKnight: CardScript = {
  passcode: 21015833,
  continuous: [{ code: 'extra-attacks', affects: (_state, source, t) => targetCard(t) === source, value: () => 1 }],
};
