/** Sakuretsu Armor (56120475): scripted from our own wording of the card in data/cards/text/cards-traps.json. */
import { ATTACKING_MONSTER, type CardScript, opponentsAttacker, trapActivation } from '../facade.js';

export const sakuretsuArmor: CardScript = {
  // Sakuretsu Armor: when an opponent's monster declares an attack, target it; destroy it.
  passcode: 56120475,
  effects: [
    trapActivation({
      categories: ['destroy-monster'],
      condition: (q) => opponentsAttacker(q.state, q.player) !== null,
      targets: [ATTACKING_MONSTER],
      resolve: (r) => void r.destroy(r.targets(0)),
    }),
  ],
};
