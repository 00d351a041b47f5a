/** Link Spider (98978921): 1 Normal Monster; once per turn, a Level 4 or lower Normal Monster from the hand to a zone it points to. */
import { type CardScript, type CardStatic, handSummonable, hasLevel, ownPointedFreeZones } from '../facade.js';

const fits = (f: CardStatic): boolean => hasLevel(f) && f.level <= 4 && f.frame === 'normal';

export const linkSpider: CardScript = {
  passcode: 98978921,
  extraMaterials: { material: (f) => f.frame === 'normal', min: 1, max: 1, text: '1 Normal Monster' },
  effects: [
    {
      id: 'summon-normal',
      kind: 'ignition',
      label: 'Special Summon a Level 4 or lower Normal Monster from your hand to a zone Link Spider points to',
      categories: ['special-summon'],
      oncePerTurn: 'card',
      condition: (q) => ownPointedFreeZones(q.state, q.self).length > 0 && handSummonable(q, fits).length > 0,
      resolve: (r) => {
        const zones = ownPointedFreeZones(r.state, r.self);
        const candidates = handSummonable({ state: r.state, self: r.self, player: r.player, ctx: r.ctx }, fits);
        if (zones.length === 0 || candidates.length === 0) return;
        const [pick] = r.choose({ player: r.player, prompt: 'Special Summon a Level 4 or lower Normal Monster to a zone Link Spider points to', candidates, min: 1, max: 1 });
        if (pick !== undefined) r.specialSummon(pick, r.player, r.choosePosition(r.name(pick)), 'effect', false, zones);
      },
    },
  ],
};
