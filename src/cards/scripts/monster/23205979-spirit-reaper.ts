/** Spirit Reaper (23205979): not destroyed by battle, destroyed as soon as an effect targets it, and its direct attacks cost the opponent a random card. */
import { type CardScript, battleDamageTrigger, opponentDiscardsAtRandom } from '../facade.js';

export const spiritReaper: CardScript = {
  passcode: 23205979,
  effects: [{ id: 'discard', kind: 'trigger', label: 'your opponent discards 1 random card', triggersOn: battleDamageTrigger(true), resolve: opponentDiscardsAtRandom }],
  continuous: [
    { code: 'cannot-be-destroyed-by-battle' },
    // Not a chain link: the rules destroy it the moment a card or effect targets it while it is face-up.
    { code: 'destroyed-by-event', onEvent: (_state, source, e) => e.type === 'activate' && e.targets.includes(source) },
  ],
};
