/** Solemn Judgment (41420027): scripted from our own wording of the card in data/cards/text/goat-windows.json. */
import { type CardScript, negateSpellTrapActivationTrap, negateSummonTrap } from '../facade.js';

// Pay half your LP (rounded down, so an odd total keeps the larger half): negate a Summon
// while the monster is being Summoned, or the activation of a Spell or Trap Card, and destroy that card.
const COST = { halfLp: true };

export const solemnJudgment: CardScript = {
  passcode: 41420027,
  effects: [
    negateSummonTrap('Activate Solemn Judgment to negate the Summon', COST),
    negateSpellTrapActivationTrap('Activate Solemn Judgment to negate the activation', COST),
  ],
};
