/** Mataza the Zapper (22609617): scripted from our own wording of the card in data/cards/text/goat-mon-2.json. */
import { type CardScript, targetCard } from '../facade.js';

// Mataza the Zapper: it may declare two attacks in each Battle Phase ('extra-attacks', one
// more), and while it is face-up on the field control of it cannot switch ('control-cannot-switch').
export const matazaTheZapper: CardScript = {
  passcode: 22609617,
  continuous: [
    { code: 'extra-attacks', affects: (_state, source, t) => targetCard(t) === source, value: () => 1 },
    { code: 'control-cannot-switch' },
  ],
};
