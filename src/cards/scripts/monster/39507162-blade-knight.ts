/** Blade Knight (39507162): scripted from our own wording of the card in data/cards/text/goat-battle.json. */
import { type CardScript, type DuelState, monstersOn, targetCard } from '../facade.js';

const controllerOf = (state: DuelState, id: number) => state.cards[id]!.controller;

// Blade Knight: +400 ATK while its controller holds 1 card or fewer; while it is the only monster its controller
// controls, a Flip Effect Monster it destroys by battle has its effects negated (its Flip effect does not activate).
export const bladeKnight: CardScript = {
  passcode: 39507162,
  continuous: [
    {
      code: 'change-stats',
      affects: (state, source, t) => targetCard(t) === source && state.players[controllerOf(state, source)].hand.length <= 1,
      value: () => ({ atk: 400, def: 0 }),
    },
    {
      code: 'negate-flip-battle-victims',
      affects: (state, source, t) => targetCard(t) === source && monstersOn(state, controllerOf(state, source)).length === 1,
    },
  ],
};
