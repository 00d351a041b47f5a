/** Anti-Aircraft Flower (65064143): Tribute 1 Insect-Type monster to inflict 800 damage. */
import { type CardScript, facts, tributeForDamage } from '../facade.js';

export const antiAircraftFlower: CardScript = {
  passcode: 65064143,
  effects: [tributeForDamage('Insect-Type monster', (q, id) => facts(q.state, id).race === 'Insect', 800)],
};
