/**
 * The Agent of Judgment - Saturn (91345518): with "The Sanctuary in the Sky" on the field, Tribute
 * it to inflict the difference in Life Points to the opponent when its controller has more; its
 * controller cannot conduct a Battle Phase that turn (so not in Main Phase 2, where that would cost nothing).
 */
import { type CardScript, type DuelState, faceUpSpellTrapsNamed } from '../facade.js';

const SANCTUARY = 'The Sanctuary in the Sky';
const sanctuaryOnField = (state: DuelState): boolean => faceUpSpellTrapsNamed(state, undefined, 0, SANCTUARY).length + faceUpSpellTrapsNamed(state, undefined, 1, SANCTUARY).length > 0;

export const theAgentOfJudgmentSaturn: CardScript = {
  passcode: 91345518,
  effects: [
    {
      id: 'damage',
      kind: 'ignition',
      label: 'Tribute it: inflict damage equal to the difference in Life Points',
      categories: ['damage'],
      condition: (q) => q.state.phase !== 'main2' && sanctuaryOnField(q.state) && q.state.players[q.player].lp > q.state.players[q.player === 0 ? 1 : 0].lp,
      cost: { self: 'tribute', restrictions: ['cannot-enter-battle-phase'] },
      resolve: (r) => {
        if (!sanctuaryOnField(r.state)) return;
        const difference = r.state.players[r.player].lp - r.state.players[r.opponent].lp;
        if (difference > 0) r.damage(r.opponent, difference);
      },
    },
  ],
};
