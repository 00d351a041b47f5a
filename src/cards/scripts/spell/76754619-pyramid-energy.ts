/** Pyramid Energy (76754619): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, type EffectDef, faceUpMonsters, spellActivation } from '../facade.js';

/** One of the two effects, picked as the card is activated. */
function boostAll(atk: number, def: number): Pick<EffectDef, 'categories' | 'damageStep' | 'condition' | 'resolve'> {
  return {
    categories: ['stat-change'],
    damageStep: true,
    condition: (q) => faceUpMonsters(q.state, q.player).length > 0,
    resolve: (r) => {
      for (const id of faceUpMonsters(r.state, r.player)) r.changeStats(id, atk, def);
    },
  };
}

// Pyramid Energy (Quick-Play): as it is activated pick one: every face-up monster you control gains 200 ATK, or gains 500
// DEF, until the end of the turn. It changes ATK/DEF directly, so it may be activated in the Damage Step.
export const pyramidEnergy: CardScript = {
  passcode: 76754619,
  effects: [
    spellActivation({ label: 'Activate Pyramid Energy: your monsters gain 200 ATK', ...boostAll(200, 0) }),
    { id: 'activate-def', kind: 'spell', label: 'Activate Pyramid Energy: your monsters gain 500 DEF', ...boostAll(0, 500) },
  ],
};
