/** Gift of the Martyr (98792570): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, faceUpMonster, spellActivation, tributeCost } from '../facade.js';

// Gift of the Martyr (April 2005 wording): Tribute 1 monster (cost); target 1 face-up monster you control; it gains the
// Tributed monster's original ATK until the end of the turn.
export const giftOfTheMartyr: CardScript = {
  passcode: 98792570,
  effects: [
    spellActivation({
      categories: ['stat-change'],
      // Another face-up monster must stay to be the target once the Tribute is paid.
      cost: tributeCost('1 monster for Gift of the Martyr', (q, id) => q.state.players[q.player].monsters.some((m) => m !== null && m !== id && faceUpMonster(q.state, m))),
      targets: [{ what: 'face-up monster you control', min: 1, max: 1, from: ['monsters'], side: 'own', filter: (q, id) => faceUpMonster(q.state, id) }],
      resolve: (r) => {
        const [tributed] = r.costCards();
        const gain = tributed === undefined ? 0 : (r.facts(tributed).atk ?? 0);
        for (const id of r.targets(0)) if (faceUpMonster(r.state, id) && gain > 0) r.changeStats(id, gain, 0);
      },
    }),
  ],
};
