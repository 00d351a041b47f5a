/** Tribe-Infecting Virus (33184167): discard 1 card and declare a Type: every face-up monster of that Type is destroyed. */
import { type CardScript, faceUpMonsters } from '../facade.js';

/** The monster Types of the April 2005 card pool. */
const TYPES = ['Aqua', 'Beast', 'Beast-Warrior', 'Dinosaur', 'Dragon', 'Fairy', 'Fiend', 'Fish', 'Insect', 'Machine', 'Plant', 'Pyro', 'Reptile', 'Rock', 'Sea Serpent', 'Spellcaster', 'Thunder', 'Warrior', 'Winged Beast', 'Zombie'];

export const tribeInfectingVirus: CardScript = {
  passcode: 33184167,
  effects: [
    {
      id: 'virus',
      kind: 'ignition',
      label: 'discard 1 card, declare a Type: destroy every face-up monster of it',
      categories: ['destroy-monster'],
      cost: { discard: 1 },
      resolve: (r) => {
        const [at] = r.choose({ player: r.player, prompt: 'Tribe-Infecting Virus: declare 1 Type of monster', candidates: TYPES.map((_, i) => i), labels: TYPES, min: 1, max: 1 });
        const type = TYPES[at ?? 0];
        r.destroy(faceUpMonsters(r.state).filter((id) => r.facts(id).race === type));
      },
    },
  ],
};
