/** Sacred Sword of Seven Stars (45725480): banish a Level 7 monster from the hand or face-up field to draw 2. */
import { type CardScript, type EffectQuery, facts, faceUpMonster, monstersOn, spellActivation } from '../facade.js';

/** Level 7 monsters the activator may banish as the cost: in the hand, or face-up on their field. */
function levelSevens(q: EffectQuery): number[] {
  const inHand = q.state.players[q.player].hand.filter((id) => id !== q.self);
  const onField = monstersOn(q.state, q.player).filter((id) => faceUpMonster(q.state, id));
  return [...inHand, ...onField].filter((id) => facts(q.state, id).kind === 'monster' && facts(q.state, id).level === 7).sort((a, b) => a - b);
}

export const sacredSwordOfSevenStars: CardScript = {
  passcode: 45725480,
  effects: [
    spellActivation({
      // Cost: banish 1 Level 7 monster from your hand or face-up field. Draw 2 cards. Only 1 activation of this card name per turn.
      categories: ['draw'],
      oncePerTurn: 'name',
      condition: (q) => q.state.players[q.player].deck.length >= 2,
      cost: {
        custom: {
          what: 'banish 1 Level 7 monster from your hand or face-up field',
          can: (q) => levelSevens(q).length > 0,
          pay: (r) => {
            const q = { state: r.state, self: r.self, player: r.player, ctx: r.ctx };
            const picked = r.choose({ player: r.player, prompt: 'Banish 1 Level 7 monster from your hand or face-up field', candidates: levelSevens(q), min: 1, max: 1 });
            r.banish(picked);
            return picked;
          },
        },
      },
      resolve: (r) => void r.draw(r.player, 2),
    }),
  ],
};
