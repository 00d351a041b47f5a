/** My Body as a Shield (69279219): scripted from our own wording of the card in data/cards/text/cards-spells.json. */
import { type CardScript, type EffectQuery, facts, isMonsterZone, spellActivation, topLink } from '../facade.js';

/** Does the last Chain Link activate an effect that destroys monsters (by the categories its card declares)? */
function answersMonsterDestruction(q: EffectQuery): boolean {
  const top = topLink(q.state);
  if (!top || top.negated !== null) return false;
  const kind = facts(q.state, top.card).kind;
  if (kind === 'monster' ? false : !top.cardActivation) return false;
  const def = q.ctx?.scripts?.(q.state.cards[top.card]!.passcode)?.effects?.find((e) => e.id === top.effect);
  return def?.categories?.includes('destroy-monster') === true;
}

export const myBodyAsAShield: CardScript = {
  // My Body as a Shield (Quick-Play): pay 1500 LP; negate the activation of a Spell or Trap Card, or of a monster's
  // effect, that would destroy a monster on the field, and destroy that card.
  passcode: 69279219,
  effects: [
    spellActivation({
      categories: ['negate'],
      cost: { lp: 1500 },
      condition: answersMonsterDestruction,
      resolve: (r) => {
        const at = r.previousLink();
        const link = r.state.chain[at];
        if (!link) return;
        r.negateActivation(at);
        // A negated Spell or Trap is destroyed by the rules as its link resolves; a monster is destroyed here.
        if (isMonsterZone(r.state.cards[link.card]!.location)) r.destroy([link.card]);
      },
    }),
  ],
};
