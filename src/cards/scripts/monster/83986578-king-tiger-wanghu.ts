/** King Tiger Wanghu (83986578): a monster with 1400 or less ATK that is Normal or Special Summoned is destroyed. */
import { atkNow, type CardScript, type DuelState, type EngineContext, faceUpMonster, summonedMonster } from '../facade.js';

const weak = (state: DuelState, ctx: EngineContext | undefined, id: number): boolean => faceUpMonster(state, id) && atkNow(state, ctx, id) <= 1400;

export const kingTigerWanghu: CardScript = {
  passcode: 83986578,
  effects: [
    {
      id: 'destroy',
      kind: 'trigger',
      label: 'destroy the Summoned monster with 1400 or less ATK',
      categories: ['destroy-monster'],
      triggersOn: (q, e) => {
        const id = summonedMonster(e, ['normal-summon', 'special-summon']);
        return id !== null && id !== q.self && weak(q.state, q.ctx, id);
      },
      resolve: (r) => {
        const id = r.link.event ? summonedMonster(r.link.event, ['normal-summon', 'special-summon']) : null;
        // Still face-up on the field and still weak enough (a monster that left and came back set off its own trigger).
        if (id !== null && weak(r.state, r.ctx, id)) r.destroy([id]);
      },
    },
  ],
};
