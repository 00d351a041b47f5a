/** Batteryman AA (63142001): if every face-up "Batteryman AA" its controller controls is in Attack Position, 1000 ATK for each; if every one is in Defense Position, 1000 DEF for each. */
import { type CardScript, type DuelState, faceUpMonsters, nameOf, targetCard } from '../facade.js';

function batterymen(state: DuelState, self: number): number[] {
  return faceUpMonsters(state, state.cards[self]!.controller).filter((id) => nameOf(state, id) === 'Batteryman AA');
}

export const batterymanAA: CardScript = {
  passcode: 63142001,
  continuous: [
    {
      code: 'change-stats',
      affects: (_state, source, t) => targetCard(t) === source,
      value: (state, source) => {
        const all = batterymen(state, source);
        const n = all.length;
        if (all.every((id) => state.cards[id]!.position === 'attack')) return { atk: 1000 * n, def: 0 };
        if (all.every((id) => state.cards[id]!.position === 'defense')) return { atk: 0, def: 1000 * n };
        return { atk: 0, def: 0 };
      },
    },
  ],
};
