/**
 * King of the Skull Servants (36021814): its original ATK is 1000 for each "King of the Skull
 * Servants" and "Skull Servant" in its controller's Graveyard; destroyed by battle and sent to
 * the Graveyard, it may banish another of them from there to Special Summon itself.
 */
import { baseStatsPerCount, type CardScript, canBeSpecialSummonedByEffect, destroyedByBattleToGraveyard, type EffectQuery, facts, inGraveyard, maySpecialSummon } from '../facade.js';

const SERVANTS = ['King of the Skull Servants', 'Skull Servant'];
const isServant = (f: { name: string }): boolean => SERVANTS.includes(f.name);
const otherServants = (q: EffectQuery): number[] => q.state.players[q.player].graveyard.filter((id) => id !== q.self && isServant(facts(q.state, id))).sort((a, b) => a - b);

export const kingOfTheSkullServants: CardScript = {
  passcode: 36021814,
  continuous: [baseStatsPerCount((state, self) => inGraveyard(state, state.cards[self]!.controller, isServant), 1000, 0)],
  effects: [
    {
      id: 'revive',
      kind: 'trigger',
      label: 'banish another "King of the Skull Servants" or "Skull Servant" from your Graveyard to Special Summon this card',
      categories: ['special-summon'],
      optional: true,
      when: true,
      triggersFrom: ['graveyard'],
      triggersOn: destroyedByBattleToGraveyard,
      condition: (q) => q.state.players[q.player].monsters.includes(null) && maySpecialSummon(q.state, q.player) && canBeSpecialSummonedByEffect(q.state, q.ctx, q.self),
      cost: {
        custom: {
          what: 'another "King of the Skull Servants" or "Skull Servant" in your Graveyard',
          can: (q) => otherServants(q).length > 0,
          pay: (r) => {
            const q = { state: r.state, self: r.self, player: r.player, ctx: r.ctx };
            const picked = r.choose({ player: r.player, prompt: 'Banish 1 other "King of the Skull Servants" or "Skull Servant" from your Graveyard', candidates: otherServants(q), min: 1, max: 1 });
            r.banish(picked);
            return picked;
          },
        },
      },
      resolve: (r) => {
        if (r.state.cards[r.self]!.location === 'graveyard') r.specialSummon(r.self, r.player, r.choosePosition('King of the Skull Servants'));
      },
    },
  ],
};
