/** Flame Swordsman (45231177): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript } from '../facade.js';

export const flameSwordsman: CardScript = // The Fusion Monsters Polymerization can make; they have no effects of their own.
{ passcode: 45231177, fusionMaterials: ['Flame Manipulator', 'Masaki the Legendary Swordsman'] };
