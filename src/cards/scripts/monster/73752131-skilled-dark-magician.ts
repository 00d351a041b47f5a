/** Skilled Dark Magician (73752131): scripted from our own wording in data/cards/text/cards-mon-a.json. */
import { type CardScript, countsSpells, skilledMagicianSummon } from '../facade.js';

export const skilledDarkMagician: CardScript = {
  passcode: 73752131,
  effects: [skilledMagicianSummon('Dark Magician')],
  continuous: [countsSpells(3)],
};
