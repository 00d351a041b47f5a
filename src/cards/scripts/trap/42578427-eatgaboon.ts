/** Eatgaboon (42578427): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { atkNow, type CardScript, justSummoned, opponentOf, trapActivation } from '../facade.js';
import type { EffectQuery } from '../facade.js';

/** The monster the opponent just Normal or Flip Summoned, if it has 500 or less ATK. */
const prey = (q: EffectQuery): number | null => {
  const s = justSummoned(q.state);
  if (!s || s.player !== opponentOf(q.player) || s.how === 'special-summon') return null;
  return atkNow(q.state, q.ctx, s.card) <= 500 ? s.card : null;
};

export const eatgaboon: CardScript = {
  // Eatgaboon: when your opponent Normal or Flip Summons a monster with 500 or less ATK, target it; destroy it.
  passcode: 42578427,
  effects: [
    trapActivation({
      categories: ['destroy-monster'],
      condition: (q) => prey(q) !== null,
      targets: [{ what: 'the monster just Summoned with 500 or less ATK', min: 1, max: 1, from: ['monsters'], side: 'opponent', filter: (q, id) => prey(q) === id }],
      resolve: (r) => void r.destroy(r.targets(0)),
    }),
  ],
};
