/** Harpie's Pet Dragon (52040216): 300 more ATK and DEF for each face-up "Harpie Lady" on the field (a card whose name is treated as "Harpie Lady" counts). */
import { type CardScript, faceUpMonsters, isNamed, targetCard } from '../facade.js';

export const harpiesPetDragon: CardScript = {
  passcode: 52040216,
  continuous: [
    {
      code: 'change-stats',
      affects: (_state, source, t) => targetCard(t) === source,
      value: (state, _source, _t, ctx) => {
        const n = faceUpMonsters(state).filter((id) => isNamed(state, ctx, id, 'Harpie Lady')).length;
        return { atk: 300 * n, def: 300 * n };
      },
    },
  ],
};
