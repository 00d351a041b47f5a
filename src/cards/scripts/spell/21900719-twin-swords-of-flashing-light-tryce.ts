/** Twin Swords of Flashing Light - Tryce (21900719): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, equipSpell, equippedMonster } from '../facade.js';

const base = equipSpell({
  passcode: 21900719,
  atk: -500,
  def: 0,
  what: 'face-up monster to equip',
  more: [{ code: 'extra-attacks', activeWhen: 'equipped', affects: equippedMonster, value: () => 1 }],
});

// Twin Swords of Flashing Light - Tryce: discard 1 card to activate it (the cost); the equipped
// monster loses 500 ATK and may declare two attacks in each Battle Phase ('extra-attacks').
export const twinSwordsOfFlashingLightTryce: CardScript = {
  ...base,
  effects: base.effects!.map((e) => (e.id === 'activate' ? { ...e, cost: { discard: 1 } } : e)),
};
