/** Dark Scorpion - Meanae the Thorn (74153887): its battle damage lets its controller add 1 "Dark Scorpion" card from the Deck, or 1 from the Graveyard, to the hand. */
import { battleDamageChoices, type CardScript, type CardStatic, facts } from '../facade.js';

const isDarkScorpion = (f: CardStatic): boolean => f.name.includes('Dark Scorpion');

export const darkScorpionMeanaeTheThorn: CardScript = {
  passcode: 74153887,
  effects: [
    battleDamageChoices([
      {
        label: 'add 1 "Dark Scorpion" card from your Deck to your hand',
        possible: (q) => q.state.players[q.player].deck.some((id) => isDarkScorpion(facts(q.state, id))),
        resolve: (r) => void r.search(r.player, isDarkScorpion, 'Add 1 "Dark Scorpion" card from your Deck to your hand'),
      },
      {
        label: 'add 1 "Dark Scorpion" card from your Graveyard to your hand',
        target: { what: '"Dark Scorpion" card in your Graveyard', min: 1, max: 1, from: ['graveyard'], side: 'own', filter: (q, id) => isDarkScorpion(facts(q.state, id)) },
        resolve: (r, targets) => {
          for (const id of targets) r.addToHand(id, 'graveyard');
        },
      },
    ]),
  ],
};
