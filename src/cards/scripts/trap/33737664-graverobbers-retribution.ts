/** Graverobber's Retribution (33737664): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, facts, opponentOf, trapActivation } from '../facade.js';
import type { DuelState, PlayerId } from '../facade.js';

const banishedMonsters = (state: DuelState, player: PlayerId): number => state.players[player].banished.filter((id) => facts(state, id).kind === 'monster').length;

export const graverobbersRetribution: CardScript = {
  // Graverobber's Retribution: in each of your Standby Phases, your opponent takes 100 damage for each of their banished monsters.
  passcode: 33737664,
  effects: [
    trapActivation({ resolve: () => {} }),
    {
      id: 'standby',
      kind: 'trigger',
      label: 'your opponent takes 100 damage for each of their banished monsters',
      categories: ['damage'],
      triggersOn: (q, e) => e.type === 'phase' && e.phase === 'standby' && q.state.turnPlayer === q.player && banishedMonsters(q.state, opponentOf(q.player)) > 0,
      resolve: (r) => {
        if (r.sourceStillThere()) r.damage(r.opponent, 100 * banishedMonsters(r.state, r.opponent));
      },
    },
  ],
};
