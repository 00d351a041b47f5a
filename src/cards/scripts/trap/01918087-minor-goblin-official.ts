/** Minor Goblin Official (1918087): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, opponentOf, trapActivation } from '../facade.js';

export const minorGoblinOfficial: CardScript = {
  // Minor Goblin Official: activate only while your opponent has 3000 or less LP; in each of their Standby Phases they take 500 damage.
  passcode: 1918087,
  effects: [
    trapActivation({ condition: (q) => q.state.players[opponentOf(q.player)].lp <= 3000, resolve: () => {} }),
    {
      id: 'standby',
      kind: 'trigger',
      label: 'your opponent takes 500 damage',
      categories: ['damage'],
      triggersOn: (q, e) => e.type === 'phase' && e.phase === 'standby' && q.state.turnPlayer === opponentOf(q.player),
      resolve: (r) => {
        if (r.sourceStillThere()) r.damage(r.opponent, 500);
      },
    },
  ],
};
