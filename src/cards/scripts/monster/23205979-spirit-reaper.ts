/** Spirit Reaper (23205979): not destroyed by battle, destroyed as soon as an effect targets it, and its direct attacks cost the opponent a random card. */
import { type CardScript } from '../facade.js';

export const spiritReaper: CardScript = {
  passcode: 23205979,
  effects: [
    {
      id: 'discard',
      kind: 'trigger',
      label: 'your opponent discards 1 random card',
      triggersOn: (q, e) => e.type === 'battle-damage' && e.by === q.self && e.player !== q.player && q.state.battle?.attacker === q.self && q.state.battle.target === null,
      resolve: (r) => {
        const pick = r.randomPick(r.state.players[r.opponent].hand);
        if (pick !== undefined) r.discard(r.opponent, [pick]);
      },
    },
  ],
  continuous: [
    { code: 'cannot-be-destroyed-by-battle' },
    // Not a chain link: the rules destroy it the moment a card or effect targets it while it is face-up.
    { code: 'destroyed-by-event', onEvent: (_state, source, e) => e.type === 'activate' && e.targets.includes(source) },
  ],
};
