/** Throwstone Unit (76075810): Tribute 1 other Warrior-Type monster to destroy 1 face-up monster whose DEF is at most this card's ATK. */
import { type CardScript, type DuelState, type EngineContext, currentAtk, currentDef, faceUpMonsters, facts, stillFaceUpHere, tributeOneCost } from '../facade.js';

const inReach = (state: DuelState, ctx: EngineContext | undefined, self: number): number[] => {
  const atk = currentAtk(state, ctx, self);
  return faceUpMonsters(state).filter((id) => currentDef(state, ctx, id) <= atk).sort((a, b) => a - b);
};

export const throwstoneUnit: CardScript = {
  passcode: 76075810,
  effects: [
    {
      id: 'destroy',
      kind: 'ignition',
      label: 'Tribute 1 other Warrior: destroy 1 face-up monster with DEF up to its ATK',
      categories: ['destroy-monster'],
      condition: (q) => inReach(q.state, q.ctx, q.self).some((id) => id !== q.self),
      cost: tributeOneCost('other Warrior-Type monster', (q, id) => facts(q.state, id).race === 'Warrior'),
      resolve: (r) => {
        if (!stillFaceUpHere(r)) return;
        const candidates = inReach(r.state, r.ctx, r.self);
        if (candidates.length === 0) return;
        r.destroy(r.choose({ player: r.player, prompt: 'Destroy 1 face-up monster whose DEF is at most Throwstone Unit\'s ATK', candidates, min: 1, max: 1 }));
      },
    },
  ],
};
