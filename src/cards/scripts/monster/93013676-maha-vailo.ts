/** Maha Vailo (93013676): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, type DuelState, targetCard } from '../facade.js';

export const mahaVailo: CardScript = {
  passcode: 93013676,
  continuous: [
    {
      code: 'change-stats',
      affects: (state, source, t) => targetCard(t) === source && equipsOn(state, source) > 0,
      value: (state, source) => ({ atk: 500 * equipsOn(state, source), def: 0 }),
    },
  ],
};

/** Face-up Equip Cards equipped to `monster` (Maha Vailo). */
function equipsOn(state: DuelState, monster: number): number {
  let n = 0;
  for (const p of state.players) for (const id of p.spellTraps) if (id !== null && state.cards[id]!.equippedTo === monster && state.cards[id]!.faceUp) n++;
  return n;
}
