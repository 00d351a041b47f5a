/** Agido (16135253): destroyed by battle and sent to the Graveyard, it rolls a die; its owner may then Special Summon a Fairy of the Level rolled (a 6: Level 6 or more) from their Graveyard. */
import { type CardScript, canBeSpecialSummonedByEffect, destroyedByBattleToGraveyard, freeMainZones, maySpecialSummon } from '../facade.js';

export const agido: CardScript = {
  passcode: 16135253,
  effects: [
    {
      id: 'roll',
      kind: 'trigger',
      label: 'roll a die; you may Special Summon a Fairy of that Level from your Graveyard',
      categories: ['special-summon'],
      triggersFrom: ['graveyard'],
      triggersOn: destroyedByBattleToGraveyard,
      resolve: (r) => {
        const roll = r.die();
        const levelFits = (level: number): boolean => (roll === 6 ? level >= 6 : level === roll);
        const candidates = r.state.players[r.player].graveyard
          .filter((id) => r.facts(id).race === 'Fairy' && levelFits(r.facts(id).level) && canBeSpecialSummonedByEffect(r.state, r.ctx, id))
          .sort((a, b) => a - b);
        if (candidates.length === 0 || freeMainZones(r.state, r.player) === 0 || !maySpecialSummon(r.state, r.player)) return;
        const [picked] = r.choose({ player: r.player, prompt: `Special Summon 1 Fairy of Level ${roll === 6 ? '6 or more' : roll} from your Graveyard (or none)`, candidates, min: 0, max: 1 });
        if (picked !== undefined) r.specialSummon(picked, r.player, r.choosePosition(r.name(picked)));
      },
    },
  ],
};
