/** Eternal Rest (95051344): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, type DuelState, isMonsterZone, spellActivation, spellTrapsOn } from '../facade.js';

export const eternalRest: CardScript = {
  // Eternal Rest: destroy every monster with an Equip Card equipped (no target).
  passcode: 95051344,
  effects: [
    spellActivation({
      categories: ['destroy-monster'],
      condition: (q) => equippedMonsters(q.state).length > 0,
      resolve: (r) => {
        r.destroy(equippedMonsters(r.state));
      },
    }),
  ],
};

/** Monsters on the field with an Equip Card equipped to them (Eternal Rest). */
export function equippedMonsters(state: DuelState): number[] {
  const out: number[] = [];
  for (const id of spellTrapsOn(state)) {
    const card = state.cards[id]!;
    if (!card.faceUp || card.equippedTo === null) continue;
    const m = state.cards[card.equippedTo];
    if (m && isMonsterZone(m.location) && !out.includes(m.id)) out.push(m.id);
  }
  return out;
}
