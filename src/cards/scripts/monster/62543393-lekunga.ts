/** Lekunga (62543393): banish 2 WATER monsters from your Graveyard to Special Summon 1 Lekunga Token (Plant, WATER, Level 2, 700/700) in Attack Position. */
import { attributeIs, banishFromGraveyardCost, type CardScript, maySpecialSummon, tokenFacts } from '../facade.js';

const LEKUNGA_TOKEN = tokenFacts({ passcode: 62543394, name: 'Lekunga Token', attribute: 'WATER', race: 'Plant', level: 2, atk: 700, def: 700 });

export const lekunga: CardScript = {
  passcode: 62543393,
  effects: [
    {
      id: 'token',
      kind: 'ignition',
      label: 'banish 2 WATER monsters from your Graveyard to Special Summon 1 Lekunga Token',
      categories: ['special-summon'],
      condition: (q) => q.state.players[q.player].monsters.includes(null) && maySpecialSummon(q.state, q.player),
      cost: banishFromGraveyardCost('WATER monsters', attributeIs('WATER'), 2),
      resolve: (r) => void r.createToken(r.player, LEKUNGA_TOKEN, 'attack'),
    },
  ],
};
