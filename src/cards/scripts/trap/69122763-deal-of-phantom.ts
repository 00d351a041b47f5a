/** Deal of Phantom (69122763): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, boostOneFaceUpMonster, facts, trapActivation } from '../facade.js';

export const dealOfPhantom: CardScript = {
  // Deal of Phantom: target 1 face-up monster; it gains 100 ATK for each monster in your Graveyard until the end of the turn.
  passcode: 69122763,
  effects: [trapActivation(boostOneFaceUpMonster((r) => 100 * r.state.players[r.player].graveyard.filter((id) => facts(r.state, id).kind === 'monster').length, 0))],
};
