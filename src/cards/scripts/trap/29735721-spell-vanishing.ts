/** Spell Vanishing (29735721): scripted from our own wording of the card in data/cards/text/goat-st-4.json. */
import { type CardScript, negateActivationCounter, opponentOf, spellActivationOf } from '../facade.js';

// Spell Vanishing (Counter Trap): discard 2 cards; negate the activation of a Spell Card and destroy it; then look at your
// opponent's hand and Deck and send every card with that Spell's name from them to the Graveyard.
export const spellVanishing: CardScript = {
  passcode: 29735721,
  effects: [
    negateActivationCounter({
      answers: (q, link) => {
        const opponent = q.state.players[opponentOf(q.player)];
        return spellActivationOf()(q, link) && opponent.hand.length + opponent.deck.length > 0;
      },
      cost: { discard: 2 },
      then: (r, negated) => {
        const name = r.facts(negated).name;
        const { hand, deck } = r.state.players[r.opponent];
        r.look(r.player, [...hand], 'hand');
        r.look(r.player, [...deck], 'deck');
        const same = [...hand, ...deck].filter((id) => r.facts(id).name === name);
        r.sendToGraveyard(same);
        r.shuffleDeck(r.opponent);
      },
    }),
  ],
};
