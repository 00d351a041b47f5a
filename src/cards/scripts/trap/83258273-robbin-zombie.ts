/** Robbin' Zombie (83258273): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, trapActivation } from '../facade.js';

export const robbinZombie: CardScript = {
  // Robbin' Zombie: while it is face-up, each time a monster you control inflicts battle damage to your opponent,
  // they send the top card of their Deck to the Graveyard.
  passcode: 83258273,
  effects: [
    trapActivation({ resolve: () => {} }),
    {
      id: 'battle-damage',
      kind: 'trigger',
      label: "send the top card of your opponent's Deck to the Graveyard",
      triggersOn: (q, e) => e.type === 'battle-damage' && e.player !== q.player && e.by !== undefined && q.state.cards[e.by]!.controller === q.player,
      resolve: (r) => {
        const top = r.state.players[r.opponent].deck[0];
        if (r.sourceStillThere() && top !== undefined) r.sendToGraveyard([top]);
      },
    },
  ],
};
