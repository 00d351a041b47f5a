/** Traptrix Trap Hole Nightmare (29616929): negates the effect of a monster Special Summoned this turn that the opponent activates on the field, and destroys it. */
import { type CardScript, type EffectQuery, facts, isMonsterZone, opponentOf, topLink, trapActivation } from '../facade.js';

/** The top Chain Link, if it is an opponent's monster effect activated on their field by a monster Special Summoned this turn. */
function answerable(q: EffectQuery): number | null {
  const link = topLink(q.state);
  if (!link || link.negated !== null || link.player !== opponentOf(q.player)) return null;
  const card = q.state.cards[link.card]!;
  if (facts(q.state, link.card).kind !== 'monster' || link.cardActivation || !isMonsterZone(card.location)) return null;
  if (card.controller !== opponentOf(q.player) || card.arrival !== 'special' || card.arrivedTurn !== q.state.turn) return null;
  return q.state.chain.length - 1;
}

export const traptrixTrapHoleNightmare: CardScript = {
  passcode: 29616929,
  effects: [
    trapActivation({
      // When a monster Special Summoned this turn activates its effect on your opponent's field: negate that effect, and if you do, destroy that card.
      categories: ['negate', 'destroy-monster'],
      condition: (q) => answerable(q) !== null,
      resolve: (r) => {
        const at = r.previousLink();
        const link = r.state.chain[at];
        if (!link || link.negated !== null) return;
        r.negateEffect(at);
        r.destroy([link.card]);
      },
    }),
  ],
};
