/** Fencing Fire Ferret (97396380): destroyed and sent to the Graveyard, it destroys an opponent's face-up monster and burns 500. */
import { type CardScript, faceUpMonster } from '../facade.js';

export const fencingFireFerret: CardScript = {
  passcode: 97396380,
  effects: [
    {
      // If this card is destroyed and sent to the GY: target 1 face-up monster your opponent controls; destroy it, and if you do, 500 damage.
      id: 'strike-back',
      kind: 'trigger',
      label: "destroy a face-up monster your opponent controls and inflict 500 damage",
      categories: ['destroy-monster', 'damage'],
      triggersFrom: ['graveyard'],
      triggersOn: (q, e) => e.type === 'destroyed' && e.card === q.self && q.state.cards[q.self]!.location === 'graveyard',
      targets: [{ what: 'face-up monster your opponent controls', min: 1, max: 1, from: ['monsters'], side: 'opponent', filter: (q, id) => faceUpMonster(q.state, id) }],
      resolve: (r) => {
        const [target] = r.targets(0);
        if (target !== undefined && r.destroy([target]).length > 0) r.damage(r.opponent, 500);
      },
    },
  ],
};
