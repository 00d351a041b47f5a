/** Dekoichi the Battlechanted Locomotive (87621407): FLIP: draw 1 card, and 1 more for each face-up "Bokoichi the Freightening Car" you control. */
import { type CardScript, faceUpMonsters, flipMonster } from '../facade.js';

const BOKOICHI = 'Bokoichi the Freightening Car';

export const dekoichiTheBattlechantedLocomotive: CardScript = flipMonster(87621407, {
  label: 'draw 1 card (more with Bokoichi)',
  categories: ['draw'],
  resolve: (r) => {
    const cars = faceUpMonsters(r.state, r.player).filter((id) => r.facts(id).name === BOKOICHI).length;
    r.draw(r.player, 1 + cars);
  },
});
