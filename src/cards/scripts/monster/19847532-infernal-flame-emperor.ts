/** Infernal Flame Emperor (19847532): never Special Summoned; Tribute Summoned, it may banish up to 5 FIRE monsters from the Graveyard to destroy that many Spell and Trap Cards. */
import { attributeIs, type CardScript, type EffectQuery, facts, spellTrapsOn, tributeSummoned } from '../facade.js';

const fire = attributeIs('FIRE');
const fireInGraveyard = (q: EffectQuery): number[] => q.state.players[q.player].graveyard.filter((id) => fire(facts(q.state, id))).sort((a, b) => a - b);
const spellsAndTraps = (q: EffectQuery): number[] => spellTrapsOn(q.state).filter((id) => facts(q.state, id).kind !== 'monster');

export const infernalFlameEmperor: CardScript = {
  passcode: 19847532,
  cannotBeSpecialSummoned: true,
  effects: [
    {
      id: 'destroy',
      kind: 'trigger',
      label: 'banish up to 5 FIRE monsters from your Graveyard to destroy that many Spell and Trap Cards',
      categories: ['destroy-spell-trap'],
      optional: true,
      when: true,
      triggersOn: tributeSummoned,
      condition: (q) => spellsAndTraps(q).length > 0,
      cost: {
        custom: {
          what: 'banish a FIRE monster from your Graveyard',
          can: (q) => fireInGraveyard(q).length > 0,
          pay: (r) => {
            const q = { state: r.state, self: r.self, player: r.player, ctx: r.ctx };
            // No more than there are Spell and Trap Cards to destroy, and never more than 5.
            const max = Math.min(5, spellsAndTraps(q).length);
            const picked = r.choose({ player: r.player, prompt: `Banish 1 to ${max} FIRE monsters from your Graveyard`, candidates: fireInGraveyard(q), min: 1, max });
            r.banish(picked);
            return picked;
          },
        },
      },
      resolve: (r) => {
        const q = { state: r.state, self: r.self, player: r.player, ctx: r.ctx };
        const candidates = spellsAndTraps(q);
        const count = Math.min(r.costCards().length, candidates.length);
        if (count === 0) return;
        r.destroy(r.choose({ player: r.player, prompt: `Destroy ${count} Spell or Trap Card${count === 1 ? '' : 's'} on the field`, candidates, min: count, max: count }));
      },
    },
  ],
};
