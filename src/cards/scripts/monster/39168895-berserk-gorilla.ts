/** Berserk Gorilla (39168895): destroyed while face-up in Defense Position; must attack if able. */
import { type CardScript } from '../facade.js';

export const berserkGorilla: CardScript = {
  passcode: 39168895,
  continuous: [
    { code: 'must-attack' },
    // The rules destroy it once it is face-up in Defense Position; not inside the Damage Step
    // (attacked face-down, it battles first), where such self-destruction waits for the step to end.
    { code: 'destroyed-by-event', onEvent: (state, source) => state.cards[source]!.position === 'defense' && state.step !== 'damage' },
  ],
};
