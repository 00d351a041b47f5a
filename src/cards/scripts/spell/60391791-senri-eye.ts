/** Senri Eye (60391791): scripted from our own wording of the card in data/cards/text/goat-st-5.json. */
import { type CardScript, phaseTrigger, spellActivation } from '../facade.js';

export const senriEye: CardScript = {
  // Senri Eye (Continuous): once during each of your Standby Phases, you may pay 100 Life Points to look at the top
  // card of your opponent's Deck.
  passcode: 60391791,
  effects: [
    spellActivation({ resolve: () => {} }),
    phaseTrigger({
      id: 'look',
      label: "pay 100 Life Points to look at the top card of your opponent's Deck (Senri Eye)",
      phase: 'standby',
      whose: 'yours',
      optional: true,
      also: (q) => q.state.players[q.player === 0 ? 1 : 0].deck.length > 0,
      cost: { lp: 100 },
      resolve: (r) => {
        const top = r.state.players[r.opponent].deck[0];
        if (top !== undefined) r.look(r.player, [top], 'deck');
      },
    }),
  ],
};
