/** Spell Shield Type-8 (38275183): scripted from our own wording of the card in data/cards/text/cards-traps.json. */
import { type CardScript, type EffectQuery, facts, isMonsterZone, topLink, trapActivation } from '../facade.js';

/** The activation of a Spell Card the Shield answers (the chain link just below). */
function spellActivation(q: EffectQuery) {
  const top = topLink(q.state);
  return top !== undefined && top.cardActivation && top.negated === null && facts(q.state, top.card).kind === 'spell' ? top : undefined;
}

export const spellShieldType8: CardScript = {
  // Spell Shield Type-8, a Counter Trap with two ways to use it: negate and destroy a Spell
  // whose activation targets exactly 1 monster on the field; or send 1 Spell Card from your
  // hand to the Graveyard to negate and destroy any Spell's activation.
  passcode: 38275183,
  effects: [
    trapActivation({
      label: 'Activate Spell Shield Type-8 against a Spell that targets 1 monster',
      categories: ['negate'],
      condition: (q) => {
        const link = spellActivation(q);
        if (!link) return false;
        const targets = link.targets.flat();
        return targets.length === 1 && isMonsterZone(q.state.cards[targets[0]!.id]!.location);
      },
      resolve: (r) => r.negateActivation(r.previousLink()),
    }),
    {
      id: 'activate-discard',
      kind: 'trap',
      label: 'Activate Spell Shield Type-8, sending 1 Spell Card from your hand',
      categories: ['negate'],
      cost: { discard: 1, discardOnly: { what: 'Spell Card', filter: (q, id) => facts(q.state, id).kind === 'spell' } },
      condition: (q) => spellActivation(q) !== undefined,
      resolve: (r) => r.negateActivation(r.previousLink()),
    },
  ],
};
