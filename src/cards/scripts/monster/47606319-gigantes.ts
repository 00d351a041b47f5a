/** Gigantes (47606319): Special Summoned only by banishing 1 EARTH monster from the Graveyard; destroyed by battle and sent to the Graveyard, it destroys every Spell and Trap Card on the field. */
import { banishAttribute, banishSummonMonster, type CardScript, destroyedByBattleToGraveyard, spellTrapsOn } from '../facade.js';

export const gigantes: CardScript = {
  ...banishSummonMonster(47606319, [banishAttribute('EARTH')]),
  effects: [
    {
      id: 'destroy',
      kind: 'trigger',
      label: 'destroy all Spell and Trap Cards on the field',
      categories: ['destroy-spell-trap'],
      triggersFrom: ['graveyard'],
      triggersOn: destroyedByBattleToGraveyard,
      resolve: (r) => void r.destroy(spellTrapsOn(r.state)),
    },
  ],
};
