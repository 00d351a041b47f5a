/** Autonomous Action Unit (71453557): scripted from our own wording of the card in data/cards/text/goat-st-2.json. */
import { canBeSpecialSummonedByEffect, type CardScript, freeMainZones, maySpecialSummon, spellActivation } from '../facade.js';

export const autonomousActionUnit: CardScript = {
  // Autonomous Action Unit: pay 1500 LP; target 1 monster in the opponent's Graveyard; Special Summon it to your side
  // in face-up Attack Position and equip it with this card. When this card leaves the field, the monster is destroyed.
  passcode: 71453557,
  effects: [
    spellActivation({
      categories: ['special-summon'],
      cost: { lp: 1500 },
      condition: (q) => freeMainZones(q.state, q.player) > 0 && maySpecialSummon(q.state, q.player),
      targets: [{ what: "monster in your opponent's Graveyard", min: 1, max: 1, from: ['graveyard'], side: 'opponent', filter: (q, id) => canBeSpecialSummonedByEffect(q.state, q.ctx, id) }],
      resolve: (r) => {
        const [target] = r.targets(0);
        // The monster comes only while this card is still there to be equipped to it.
        if (target === undefined || !r.sourceStillThere()) return;
        if (!r.specialSummon(target, r.player, 'attack') || !r.equip(r.self, target)) return;
        r.addEffect('destroyed-with', r.cardAffected(target), { card: r.self, moves: r.state.cards[r.self]!.moves, onAnyLeave: true }, 'permanent');
      },
    }),
  ],
};
