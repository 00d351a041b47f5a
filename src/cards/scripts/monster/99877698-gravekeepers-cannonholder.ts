/** Gravekeeper's Cannonholder (99877698): Tribute 1 "Gravekeeper's" monster other than a Cannonholder to inflict 700 damage. */
import { type CardScript, facts, tributeForDamage } from '../facade.js';

const fits = (name: string): boolean => name.startsWith("Gravekeeper's") && name !== "Gravekeeper's Cannonholder";

export const gravekeepersCannonholder: CardScript = {
  passcode: 99877698,
  effects: [tributeForDamage('"Gravekeeper\'s" monster other than "Gravekeeper\'s Cannonholder"', (q, id) => fits(facts(q.state, id).name), 700)],
};
