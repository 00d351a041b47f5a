/** Gaia Soul the Combustible Collective (51355346): Tribute up to 2 Pyros for +1000 ATK each; piercing; destroyed in every End Phase. */
import { type CardScript, type DuelState, facts, monstersOn, type PlayerId, stillFaceUpHere } from '../facade.js';

/** The other Pyro-Type monsters `player` controls (face-down ones too: their owner knows them). */
const otherPyros = (state: DuelState, player: PlayerId, self: number): number[] =>
  monstersOn(state, player).filter((id) => id !== self && facts(state, id).race === 'Pyro');

// The 2005 card (Rise of Destiny, Structure Deck: Blaze of Destruction): no once-per-turn, the ATK gain has no end
// (the card is destroyed in the End Phase anyway), and the End Phase destruction is unconditional, in either
// player's End Phase, whether or not the Tribute effect was used.
export const gaiaSoulTheCombustibleCollective: CardScript = {
  passcode: 51355346,
  continuous: [{ code: 'piercing' }],
  effects: [
    {
      id: 'tribute',
      kind: 'ignition',
      label: 'Tribute up to 2 Pyro-Type monsters: +1000 ATK for each',
      categories: ['stat-change'],
      cost: {
        custom: {
          what: 'Tribute 1 or 2 other Pyro-Type monsters you control',
          can: (q) => otherPyros(q.state, q.player, q.self).length > 0,
          pay: (r) => {
            const picked = r.choose({ player: r.player, prompt: 'Tribute 1 or 2 Pyro-Type monsters', candidates: otherPyros(r.state, r.player, r.self), min: 1, max: 2 });
            r.tribute(picked);
            return picked;
          },
        },
      },
      resolve: (r) => {
        if (stillFaceUpHere(r)) r.changeStats(r.self, 1000 * r.costCards().length, 0, 'permanent');
      },
    },
    {
      id: 'self-destruct',
      kind: 'trigger',
      label: 'destroy this card',
      categories: ['destroy-monster'],
      triggersOn: (_q, e) => e.type === 'phase' && e.phase === 'end',
      resolve: (r) => {
        if (stillFaceUpHere(r)) void r.destroy([r.self]);
      },
    },
  ],
};
