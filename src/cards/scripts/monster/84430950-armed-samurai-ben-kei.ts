/** Armed Samurai - Ben Kei (84430950): scripted from our own wording of the card in data/cards/text/goat-battle.json. */
import { type CardScript, type DuelState, targetCard } from '../facade.js';

/** Face-up Equip Cards on the field equipped to `monster` (Equip Spells and monsters held as Equip Cards alike). */
function equipCardsOn(state: DuelState, monster: number): number {
  let n = 0;
  for (const p of state.players) for (const id of p.spellTraps) if (id !== null && state.cards[id]!.faceUp && state.cards[id]!.equippedTo === monster) n++;
  return n;
}

// Armed Samurai - Ben Kei: one more attack in each Battle Phase for every Equip Card equipped
// to it, counted when it declares each attack (an Equip Card lost mid-Battle Phase lowers it).
export const armedSamuraiBenKei: CardScript = {
  passcode: 84430950,
  continuous: [{ code: 'extra-attacks', affects: (state, source, t) => targetCard(t) === source && equipCardsOn(state, source) > 0, value: (state, source) => equipCardsOn(state, source) }],
};
