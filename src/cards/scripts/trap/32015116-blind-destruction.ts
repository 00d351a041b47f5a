/** Blind Destruction (32015116): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, facts, faceUpMonsters, trapActivation } from '../facade.js';

export const blindDestruction: CardScript = {
  // Blind Destruction: in each of your Standby Phases, roll a die and destroy every face-up monster whose Level
  // equals the result (a 6 destroys every monster of Level 6 or more).
  passcode: 32015116,
  effects: [
    trapActivation({ resolve: () => {} }),
    {
      id: 'standby',
      kind: 'trigger',
      label: 'roll a die and destroy the monsters of that Level',
      categories: ['destroy-monster'],
      triggersOn: (q, e) => e.type === 'phase' && e.phase === 'standby' && q.state.turnPlayer === q.player,
      resolve: (r) => {
        if (!r.sourceStillThere()) return;
        const roll = r.die();
        r.destroy(faceUpMonsters(r.state).filter((id) => (roll === 6 ? facts(r.state, id).level >= 6 : facts(r.state, id).level === roll)));
      },
    },
  ],
};
