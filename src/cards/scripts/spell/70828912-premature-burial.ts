/** Premature Burial (70828912): scripted from our own wording of the card in data/cards/text/cards-spells.json. */
import { canBeSpecialSummonedByEffect, type CardScript, freeMainZones, maySpecialSummon, spellActivation } from '../facade.js';

export const prematureBurial: CardScript = {
  // Premature Burial: pay 800 LP; target 1 monster in your Graveyard; Special Summon it in face-up Attack Position
  // and equip it with this card. When this card is destroyed, the equipped monster is destroyed.
  passcode: 70828912,
  effects: [
    spellActivation({
      categories: ['special-summon'],
      cost: { lp: 800 },
      condition: (q) => freeMainZones(q.state, q.player) > 0 && maySpecialSummon(q.state, q.player),
      targets: [{ what: 'monster in your Graveyard', min: 1, max: 1, from: ['graveyard'], side: 'own', filter: (q, id) => canBeSpecialSummonedByEffect(q.state, q.ctx, id) }],
      resolve: (r) => {
        const [target] = r.targets(0);
        // The monster comes back only while this card is still there to be equipped to it.
        if (target === undefined || !r.sourceStillThere()) return;
        if (!r.specialSummon(target, r.player, 'attack') || !r.equip(r.self, target)) return;
        r.addEffect('destroyed-with', r.cardAffected(target), { card: r.self, moves: r.state.cards[r.self]!.moves }, 'permanent');
      },
    }),
  ],
};
