/** Hidden Spellbook (21840375): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, facts, trapActivation } from '../facade.js';

export const hiddenSpellbook: CardScript = {
  // Hidden Spellbook: target 2 Spell Cards in your Graveyard; shuffle them into your Deck.
  passcode: 21840375,
  effects: [
    trapActivation({
      targets: [{ what: 'Spell Cards in your Graveyard', min: 2, max: 2, from: ['graveyard'], side: 'own', filter: (q, id) => facts(q.state, id).kind === 'spell' }],
      resolve: (r) => r.returnToDeck(r.targets(0), 'shuffle'),
    }),
  ],
};
