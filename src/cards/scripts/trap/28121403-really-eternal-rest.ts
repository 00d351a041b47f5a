/** Really Eternal Rest (28121403): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, type DuelState, equippedTo, monstersOn, spellTrapsOn, trapActivation } from '../facade.js';

/** Monsters on the field with at least one Equip Card equipped. */
const equipped = (state: DuelState): number[] => {
  const held = new Set(spellTrapsOn(state).map((id) => equippedTo(state, id)).filter((m): m is number => m !== null));
  return monstersOn(state).filter((id) => held.has(id));
};

export const reallyEternalRest: CardScript = {
  // Really Eternal Rest: destroy every monster that has an Equip Card equipped.
  passcode: 28121403,
  effects: [
    trapActivation({
      categories: ['destroy-monster'],
      condition: (q) => equipped(q.state).length > 0,
      resolve: (r) => void r.destroy(equipped(r.state)),
    }),
  ],
};
