/** Needle Wall (38299233): scripted from our own wording of the card in data/cards/text/goat-st-5.json. */
import { type CardScript, phaseTrigger, trapActivation } from '../facade.js';

export const needleWall: CardScript = {
  // Needle Wall (Continuous Trap): during each of your Standby Phases, roll a die (again on a 6); on 1 to 5, the monster
  // in your opponent's Monster Zone of that number (counted 1 to 5 from your right, their first zone first) is destroyed.
  passcode: 38299233,
  effects: [
    trapActivation({ resolve: () => {} }),
    phaseTrigger({
      id: 'needles',
      label: 'roll a die: destroy the monster in that zone of your opponent (Needle Wall)',
      phase: 'standby',
      whose: 'yours',
      categories: ['destroy-monster'],
      resolve: (r) => {
        let roll = r.die();
        while (roll === 6) roll = r.die();
        const monster = r.state.players[r.opponent].monsters[roll - 1];
        if (monster !== null && monster !== undefined) r.destroy([monster]);
      },
    }),
  ],
};
