/** Double Attack (34187685): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, type EffectQuery, currentLevel, facts, faceUpMonsters, spellActivation } from '../facade.js';

const levelOnField = (q: EffectQuery, id: number): number => currentLevel(q.state, q.ctx, id);

/** Monster Cards in the hand whose Level is higher than that of some face-up monster the player controls. */
function discardable(q: EffectQuery): number[] {
  const lowest = Math.min(...faceUpMonsters(q.state, q.player).map((id) => levelOnField(q, id)));
  return q.state.players[q.player].hand.filter((id) => facts(q.state, id).kind === 'monster' && facts(q.state, id).level > lowest);
}

/** The Level the target must stay under: the discarded monster's, or (while listing) the highest discardable one. */
function levelCap(q: EffectQuery): number {
  const paid = q.paidCostCards?.[0];
  if (paid !== undefined) return facts(q.state, paid).level;
  return Math.max(0, ...discardable(q).map((id) => facts(q.state, id).level));
}

// Double Attack: discard 1 Monster Card (the cost), then target 1 face-up monster you control
// whose Level is lower than the discarded monster's: it may attack twice in this turn's
// Battle Phase (a floating 'extra-attacks' effect on it).
export const doubleAttack: CardScript = {
  passcode: 34187685,
  effects: [
    spellActivation({
      cost: {
        custom: {
          what: 'a Monster Card in your hand with a higher Level than a face-up monster you control, to discard',
          can: (q) => discardable(q).length > 0,
          pay: (r) => {
            const q = { state: r.state, self: r.self, player: r.player, ctx: r.ctx };
            const picked = r.choose({ player: r.player, prompt: 'Discard 1 monster (Double Attack)', candidates: discardable(q), min: 1, max: 1 });
            r.discard(r.player, picked, 'cost');
            return picked;
          },
        },
      },
      targets: [
        {
          what: 'face-up monster you control with a lower Level than the discarded monster',
          min: 1,
          max: 1,
          from: ['monsters'],
          side: 'own',
          filter: (q, id) => faceUpMonsters(q.state, q.player).includes(id) && levelOnField(q, id) < levelCap(q),
        },
      ],
      resolve: (r) => {
        for (const id of r.targets(0)) r.addEffect('extra-attacks', r.cardAffected(id), 1);
      },
    }),
  ],
};
