/** Recycle (96316857): scripted from our own wording of the card in data/cards/text/goat-st-5.json. */
import { type CardScript, facts, phaseTrigger, spellActivation } from '../facade.js';

export const recycle: CardScript = {
  // Recycle (Continuous): once during each of your Standby Phases, you may pay 300 Life Points to target 1 card in your
  // Graveyard that is not a monster and put it on the bottom of your Deck.
  passcode: 96316857,
  effects: [
    spellActivation({ resolve: () => {} }),
    phaseTrigger({
      id: 'recycle',
      label: 'pay 300 Life Points to put a Spell or Trap from your Graveyard on the bottom of your Deck (Recycle)',
      phase: 'standby',
      whose: 'yours',
      optional: true,
      cost: { lp: 300 },
      targets: [{ what: 'Spell or Trap card in your Graveyard', min: 1, max: 1, from: ['graveyard'], side: 'own', filter: (q, id) => facts(q.state, id).kind !== 'monster' }],
      resolve: (r) => {
        const [target] = r.targets(0);
        if (target === undefined) return;
        r.returnToDeck([target], 'top');
        if (r.state.cards[target]!.location === 'deck') r.putOnDeckBottom(r.state.cards[target]!.owner, [target]);
      },
    }),
  ],
};
