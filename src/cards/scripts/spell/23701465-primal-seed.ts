/** Primal Seed (23701465): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, faceUpMonsters, nameOf, spellActivation } from '../facade.js';

const ENVOYS = ['Black Luster Soldier - Envoy of the Beginning', 'Chaos Emperor Dragon - Envoy of the End'];

// Primal Seed: activated only while a face-up "Black Luster Soldier - Envoy of the Beginning" or "Chaos Emperor Dragon -
// Envoy of the End" is on the field; target 2 of your removed-from-play cards; add them to your hand.
export const primalSeed: CardScript = {
  passcode: 23701465,
  effects: [
    spellActivation({
      categories: ['to-hand'],
      condition: (q) => faceUpMonsters(q.state).some((id) => ENVOYS.includes(nameOf(q.state, id))),
      targets: [{ what: 'your removed-from-play card', min: 2, max: 2, from: ['banished'], side: 'own' }],
      resolve: (r) => {
        const got = r.targets(0);
        for (const id of got) r.addToHand(id, 'banished');
        r.reveal(r.player, got);
      },
    }),
  ],
};
