/** Cannon Soldier (11384280): scripted from our own wording in data/cards/text/cards-mon-a.json. */
import { type CardScript, damageOpponent } from '../facade.js';

export const cannonSoldier: CardScript = {
  passcode: 11384280,
  effects: [{ id: 'fire', kind: 'ignition', label: 'Tribute 1 monster to inflict 500 damage to your opponent', cost: { tribute: 1 }, ...damageOpponent(500) }],
};
