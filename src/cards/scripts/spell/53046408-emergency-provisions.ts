/** Emergency Provisions (53046408): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, spellActivation, spellTrapsToSweep } from '../facade.js';

// Emergency Provisions (Quick-Play): send 1 or more other Spell and Trap Cards you control to the Graveyard (cost); gain 1000 Life Points for each.
export const emergencyProvisions: CardScript = {
  passcode: 53046408,
  effects: [
    spellActivation({
      categories: [],
      cost: {
        custom: {
          what: 'another Spell or Trap Card you control to send to the Graveyard',
          can: (q) => spellTrapsToSweep(q.state, q.player, 'own', undefined, q.self).length > 0,
          pay: (r) => {
            const candidates = spellTrapsToSweep(r.state, r.player, 'own', undefined, r.self);
            const picked = r.choose({ player: r.player, prompt: 'Send Spell and Trap Cards you control to the Graveyard (Emergency Provisions)', candidates, min: 1, max: candidates.length });
            r.sendToGraveyard(picked, 'cost');
            return picked;
          },
        },
      },
      resolve: (r) => r.gainLp(r.player, 1000 * r.costCards().length),
    }),
  ],
};
