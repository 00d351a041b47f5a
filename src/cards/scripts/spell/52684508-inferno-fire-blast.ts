/** Inferno Fire Blast (52684508): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, faceUpMonster, nameOf, spellActivation } from '../facade.js';

const REBD = 'Red-Eyes Black Dragon';

// Inferno Fire Blast (April 2005 wording): target 1 face-up "Red-Eyes B. Dragon" you control; your opponent takes damage
// equal to its original ATK; it cannot attack this turn.
export const infernoFireBlast: CardScript = {
  passcode: 52684508,
  effects: [
    spellActivation({
      categories: ['damage'],
      targets: [{ what: 'face-up "Red-Eyes B. Dragon" you control', min: 1, max: 1, from: ['monsters'], side: 'own', filter: (q, id) => faceUpMonster(q.state, id) && nameOf(q.state, id) === REBD }],
      resolve: (r) => {
        const [dragon] = r.targets(0);
        if (dragon === undefined || !faceUpMonster(r.state, dragon)) return;
        r.damage(r.opponent, r.facts(dragon).atk ?? 0);
        r.addEffect('cannot-attack', r.cardAffected(dragon), null);
      },
    }),
  ],
};
