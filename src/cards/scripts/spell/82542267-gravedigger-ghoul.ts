/** Gravedigger Ghoul (82542267): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, facts, spellActivation } from '../facade.js';

// Gravedigger Ghoul: target 1 or 2 monsters in your opponent's Graveyard; remove them from play.
export const gravediggerGhoul: CardScript = {
  passcode: 82542267,
  effects: [
    spellActivation({
      categories: ['banish'],
      targets: [{ what: "monster in your opponent's Graveyard", min: 1, max: 2, from: ['graveyard'], side: 'opponent', filter: (q, id) => facts(q.state, id).kind === 'monster' }],
      resolve: (r) => r.banish(r.targets(0)),
    }),
  ],
};
