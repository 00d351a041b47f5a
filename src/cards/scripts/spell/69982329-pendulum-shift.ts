/** Pendulum Shift (69982329): a card in either player's Pendulum Zone takes a declared Scale from 1 to 10 for the turn. */
import { type CardScript, scalesOf, spellActivation } from '../facade.js';

const SCALES = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'] as const;

export const pendulumShift: CardScript = {
  passcode: 69982329,
  effects: [
    spellActivation({
      // Target 1 card in either player's Pendulum Zone and declare a Pendulum Scale from 1 to 10; this turn, that card's Scale becomes it.
      targets: [
        {
          what: "card in either player's Pendulum Zone",
          min: 1,
          max: 1,
          from: ['spellTraps'],
          side: 'both',
          filter: (q, id) => scalesOf(q.state, 0).includes(id) || scalesOf(q.state, 1).includes(id),
        },
      ],
      declare: { prompt: 'Declare a Pendulum Scale from 1 to 10', labels: () => SCALES },
      resolve: (r) => {
        const [target] = r.targets(0);
        const scale = Number(r.declared());
        if (target !== undefined && scale >= 1 && scale <= 10) r.addEffect('set-scale', r.cardAffected(target), scale, 'end-of-turn');
      },
    }),
  ],
};
