/** Snake Fang (596051): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, boostOneFaceUpMonster, trapActivation } from '../facade.js';

export const snakeFang: CardScript = {
  // Snake Fang: target 1 face-up monster; it loses 500 DEF until the end of the turn.
  passcode: 596051,
  effects: [trapActivation(boostOneFaceUpMonster(0, -500))],
};
