/** Creeping Doom Manta (52571838): scripted from our own wording of the card in data/cards/text/goat-monsters.json. */
import type { CardScript } from '../facade.js';

// Creeping Doom Manta: when it is Normal Summoned, neither player can activate Trap Cards in response to that Summon
// (the window after it and any Chain built there). Not a Chain Link; a Summon-negating Trap (Solemn Judgment) answers
// the Summon before it succeeds and is not locked.
export const creepingDoomManta: CardScript = {
  passcode: 52571838,
  continuous: [{ code: 'no-traps-on-normal-summon' }],
};
