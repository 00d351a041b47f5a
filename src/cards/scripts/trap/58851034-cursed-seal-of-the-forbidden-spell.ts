/** Cursed Seal of the Forbidden Spell (58851034): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, facts, negateActivationCounter, spellActivationOf } from '../facade.js';

export const cursedSealOfTheForbiddenSpell: CardScript = {
  // Cursed Seal of the Forbidden Spell: discard 1 Spell Card; negate the activation of a Spell Card and destroy it;
  // its controller cannot activate cards with that name for the rest of the Duel.
  passcode: 58851034,
  effects: [
    negateActivationCounter({
      answers: spellActivationOf(),
      cost: { discard: 1, discardOnly: { what: 'a Spell Card', filter: (q, id) => facts(q.state, id).kind === 'spell' } },
      then: (r, card) => r.addEffect('cannot-activate-name', { player: r.opponent }, r.facts(card).name, 'permanent'),
    }),
  ],
};
