/**
 * Sky Iris (27813661): the opponent cannot target "Magician", "Performapal" or "Odd-Eyes" cards in
 * its controller's Pendulum Zones; once per turn it destroys another face-up card its controller
 * controls to search an "Odd-Eyes" card.
 */
import { type CardScript, type CardStatic, facts, isArchetype, opponentOf, scalesOf, spellActivation } from '../facade.js';

const shielded = (f: CardStatic): boolean => isArchetype('Magician')(f) || isArchetype('Performapal')(f) || isArchetype('Odd-Eyes')(f);
const isOddEyes = isArchetype('Odd-Eyes');

export const skyIris: CardScript = {
  passcode: 27813661,
  continuous: [
    {
      // Your opponent cannot target "Magician", "Performapal" or "Odd-Eyes" cards in your Pendulum Zones with card effects.
      code: 'cannot-be-targeted-by',
      affects: (state, source, t) => 'card' in t && scalesOf(state, state.cards[source]!.controller).includes(t.card) && shielded(facts(state, t.card)),
      value: (state, source) => opponentOf(state.cards[source]!.controller),
    },
  ],
  effects: [
    spellActivation({ resolve: () => {} }),
    {
      // Once per turn (name): target 1 other face-up card you control; destroy it, and if you do, add 1 "Odd-Eyes" card from your Deck to your hand.
      id: 'destroy-search',
      kind: 'ignition',
      label: 'destroy another face-up card you control to add an "Odd-Eyes" card from your Deck to your hand',
      categories: ['destroy-monster', 'destroy-spell-trap', 'search'],
      oncePerTurn: 'name',
      condition: (q) => q.state.players[q.player].deck.some((id) => isOddEyes(facts(q.state, id))),
      targets: [{ what: 'other face-up card you control', min: 1, max: 1, from: ['field'], side: 'own', filter: (q, id) => q.state.cards[id]!.faceUp }],
      resolve: (r) => {
        const [target] = r.targets(0);
        if (target === undefined || r.destroy([target]).length === 0) return;
        r.search(r.player, (f) => isOddEyes(f), 'Add 1 "Odd-Eyes" card from your Deck to your hand');
      },
    },
  ],
};
