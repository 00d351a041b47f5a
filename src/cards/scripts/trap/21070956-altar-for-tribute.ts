/** Altar for Tribute (21070956): scripted from our own wording of the card in data/cards/text/goat-st-2.json. */
import { type CardScript, trapActivation } from '../facade.js';

export const altarForTribute: CardScript = {
  // Altar for Tribute: target 1 monster you control; send it to the Graveyard (not a Tribute, and not a cost), then
  // gain Life Points equal to its original ATK. No gain if the monster has left the field before this resolves.
  passcode: 21070956,
  effects: [
    trapActivation({
      targets: [{ what: 'monster you control', min: 1, max: 1, from: ['monsters'], side: 'own' }],
      resolve: (r) => {
        const [target] = r.targets(0);
        if (target === undefined) return;
        const original = r.facts(target).atk;
        r.sendToGraveyard([target]);
        r.gainLp(r.player, original);
      },
    }),
  ],
};
