/** Mermaid Knight (24435369): scripted from our own wording of the card in data/cards/text/goat-monsters.json. */
import { type CardScript, targetCard, umiOnField } from '../facade.js';

// Mermaid Knight: while "Umi" is face-up on the field (A Legendary Ocean counts), it may attack twice in each Battle Phase.
export const mermaidKnight: CardScript = {
  passcode: 24435369,
  continuous: [{ code: 'extra-attacks', affects: (state, source, t) => targetCard(t) === source && umiOnField(state), value: () => 1 }],
};
