/** Lightning Blade (55226821): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { attributeIs, type CardScript, equipSpell, facts, raceIs, targetCard } from '../facade.js';

const water = attributeIs('WATER');

// Lightning Blade (Equip): only a Warrior-Type monster; it gains 800 ATK. While this card is face-up, every WATER monster on the field loses 500 ATK.
export const lightningBlade: CardScript = equipSpell({
  passcode: 55226821,
  atk: 800,
  def: 0,
  only: raceIs('Warrior'),
  what: 'face-up Warrior-Type monster to equip',
  more: [
    {
      code: 'change-stats',
      affects: (state, _source, t) => targetCard(t) !== null && water(facts(state, targetCard(t)!)),
      value: () => ({ atk: -500, def: 0 }),
    },
  ],
});
