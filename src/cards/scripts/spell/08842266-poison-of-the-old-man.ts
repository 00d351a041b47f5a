/** Poison of the Old Man (8842266): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, spellActivation } from '../facade.js';

// Poison of the Old Man (Quick-Play): as it is activated pick one: you gain 1200 Life Points, or your opponent takes 800 damage.
export const poisonOfTheOldMan: CardScript = {
  passcode: 8842266,
  effects: [
    spellActivation({ label: 'Activate Poison of the Old Man: gain 1200 Life Points', categories: [], resolve: (r) => r.gainLp(r.player, 1200) }),
    { id: 'activate-damage', kind: 'spell', label: 'Activate Poison of the Old Man: 800 damage to your opponent', categories: ['damage'], resolve: (r) => r.damage(r.opponent, 800) },
  ],
};
