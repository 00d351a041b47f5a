/** Dragon's Gunfire (55991637): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, currentDef, type EffectQuery, facts, faceUpMonster, faceUpMonsters, spellActivation } from '../facade.js';

const withDragon = (q: EffectQuery): boolean => faceUpMonsters(q.state, q.player).some((id) => facts(q.state, id).race === 'Dragon');
const lowDef = (q: Pick<EffectQuery, 'state' | 'ctx'>, id: number): boolean => faceUpMonster(q.state, id) && currentDef(q.state, q.ctx, id) <= 800;

// Dragon's Gunfire: activated only while you control a face-up Dragon-Type monster; as it is activated pick one: your
// opponent takes 800 damage, or target 1 face-up monster with 800 or less DEF and destroy it.
export const dragonsGunfire: CardScript = {
  passcode: 55991637,
  effects: [
    spellActivation({ label: "Activate Dragon's Gunfire: 800 damage to your opponent", categories: ['damage'], condition: withDragon, resolve: (r) => r.damage(r.opponent, 800) }),
    {
      id: 'activate-destroy',
      kind: 'spell',
      label: "Activate Dragon's Gunfire: destroy a face-up monster with 800 or less DEF",
      categories: ['destroy-monster'],
      condition: withDragon,
      targets: [{ what: 'face-up monster with 800 or less DEF', min: 1, max: 1, from: ['monsters'], side: 'both', filter: lowDef }],
      resolve: (r) => {
        for (const id of r.targets(0)) if (lowDef(r, id)) r.destroy([id]);
      },
    },
  ],
};
