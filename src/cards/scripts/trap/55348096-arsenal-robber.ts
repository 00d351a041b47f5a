/** Arsenal Robber (55348096): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, trapActivation } from '../facade.js';

export const arsenalRobber: CardScript = {
  // Arsenal Robber: your opponent chooses 1 Equip Spell Card in their Deck and sends it to the Graveyard.
  passcode: 55348096,
  effects: [
    trapActivation({
      resolve: (r) => {
        const equips = r.state.players[r.opponent].deck.filter((id) => r.facts(id).kind === 'spell' && r.facts(id).subtypes.includes('Equip')).sort((a, b) => a - b);
        const picked = r.choose({ player: r.opponent, prompt: 'Send 1 Equip Spell Card from your Deck to the Graveyard', candidates: equips, min: Math.min(1, equips.length), max: 1 });
        if (picked.length > 0) r.sendToGraveyard(picked);
        r.shuffleDeck(r.opponent);
      },
    }),
  ],
};
