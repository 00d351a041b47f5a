/** House of Adhesive Tape (15083728): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, currentDef, justSummoned, opponentOf, trapActivation } from '../facade.js';
import type { EffectQuery } from '../facade.js';

/** The monster the opponent just Normal or Flip Summoned, if it has 500 or less DEF. */
const prey = (q: EffectQuery): number | null => {
  const s = justSummoned(q.state);
  if (!s || s.player !== opponentOf(q.player) || s.how === 'special-summon') return null;
  return currentDef(q.state, q.ctx, s.card) <= 500 ? s.card : null;
};

export const houseOfAdhesiveTape: CardScript = {
  // House of Adhesive Tape: when your opponent Normal or Flip Summons a monster with 500 or less DEF, target it; destroy it.
  passcode: 15083728,
  effects: [
    trapActivation({
      categories: ['destroy-monster'],
      condition: (q) => prey(q) !== null,
      targets: [{ what: 'the monster just Summoned with 500 or less DEF', min: 1, max: 1, from: ['monsters'], side: 'opponent', filter: (q, id) => prey(q) === id }],
      resolve: (r) => void r.destroy(r.targets(0)),
    }),
  ],
};
