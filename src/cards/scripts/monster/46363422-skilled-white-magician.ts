/** Skilled White Magician (46363422): scripted from our own wording in data/cards/text/cards-mon-a.json. */
import { type CardScript, countsSpells, skilledMagicianSummon } from '../facade.js';

export const skilledWhiteMagician: CardScript = {
  passcode: 46363422,
  effects: [skilledMagicianSummon('Buster Blader')],
  continuous: [countsSpells(3)],
};
