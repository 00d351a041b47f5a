/** Dark Zebra (59784896): in its controller's Standby Phase, if it is the only card they control, it is changed to Defense Position and its position cannot be changed for the rest of the turn. */
import { type CardScript, type DuelState, monstersOn, ownStandbyPhase, spellTrapsOn, stillFaceUpHere } from '../facade.js';

const alone = (state: DuelState, self: number): boolean => {
  const player = state.cards[self]!.controller;
  return monstersOn(state, player).length === 1 && spellTrapsOn(state, player).length === 0;
};

export const darkZebra: CardScript = {
  passcode: 59784896,
  effects: [
    {
      id: 'defend',
      kind: 'trigger',
      label: 'change this card to Defense Position (it cannot change position this turn)',
      categories: ['position'],
      triggersOn: (q, e) => ownStandbyPhase(q, e) && alone(q.state, q.self),
      resolve: (r) => {
        if (!stillFaceUpHere(r) || !alone(r.state, r.self)) return;
        if (r.state.cards[r.self]!.position === 'attack') r.changePosition(r.self, 'defense');
        r.addEffect('cannot-change-position', r.cardAffected(r.self), null);
      },
    },
  ],
};
