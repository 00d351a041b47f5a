/** Thousand Dragon (41462083): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript } from '../facade.js';

export const thousandDragon: CardScript = { passcode: 41462083, fusionMaterials: ['Time Wizard', 'Baby Dragon'] };
