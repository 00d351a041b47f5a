/** Vampire Genesis (22056710): Special Summoned only by removing a face-up "Vampire Lord" you control from play; discards a Zombie to revive a lower-Level Zombie. */
import { type CardScript, type DuelState, type EngineContext, facts, fieldBanishNamed, fieldBanishSummonMonster, freeMainZones, type PlayerId, summonableByEffect } from '../facade.js';

const isZombie = (state: DuelState, id: number): boolean => facts(state, id).kind === 'monster' && facts(state, id).race === 'Zombie';

/** Zombies in `player`'s Graveyard below `level` that an effect may Special Summon now. */
function lowerZombies(state: DuelState, ctx: EngineContext | undefined, player: PlayerId, level: number): number[] {
  return state.players[player].graveyard.filter((id) => isZombie(state, id) && (facts(state, id).level ?? 0) < level && summonableByEffect(state, ctx, player, id));
}

// April 2005 wording: once per turn, discard 1 Zombie-Type monster (the cost) to Special Summon 1 Zombie-Type monster
// with a lower Level from your Graveyard. Nothing is targeted: the monster is picked as the effect resolves, among
// those below the Level of the card discarded for it (kept on the chain link as its cost card).
export const vampireGenesis: CardScript = {
  ...fieldBanishSummonMonster(22056710, [fieldBanishNamed('Vampire Lord')]),
  effects: [
    {
      id: 'revive',
      kind: 'ignition',
      label: 'discard 1 Zombie-Type monster: Special Summon a lower-Level Zombie-Type monster from your Graveyard',
      categories: ['special-summon'],
      oncePerTurn: 'card',
      cost: {
        custom: {
          what: 'discard 1 Zombie-Type monster whose Level is higher than a Zombie-Type monster in your Graveyard',
          can: (q) =>
            freeMainZones(q.state, q.player) > 0 &&
            q.state.players[q.player].hand.some((h) => isZombie(q.state, h) && lowerZombies(q.state, q.ctx, q.player, facts(q.state, h).level ?? 0).length > 0),
          pay: (r) => {
            const fits = r.state.players[r.player].hand.filter((h) => isZombie(r.state, h) && lowerZombies(r.state, r.ctx, r.player, r.facts(h).level ?? 0).length > 0);
            const picked = r.choose({ player: r.player, prompt: 'Discard 1 Zombie-Type monster', candidates: fits, min: 1, max: 1 });
            r.discard(r.player, picked, 'cost');
            return picked;
          },
        },
      },
      resolve: (r) => {
        const [discarded] = r.costCards();
        if (discarded === undefined) return;
        const candidates = lowerZombies(r.state, r.ctx, r.player, r.facts(discarded).level ?? 0);
        const [pick] = r.choose({ player: r.player, prompt: 'Special Summon 1 Zombie-Type monster from your Graveyard', candidates, min: 1, max: 1 });
        if (pick !== undefined) r.specialSummon(pick, r.player, r.choosePosition(r.name(pick)));
      },
    },
  ],
};
