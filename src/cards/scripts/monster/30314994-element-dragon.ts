/** Element Dragon (30314994): scripted from our own wording in data/cards/text/cards-mon-a.json. */
import { type CardScript, type DuelState, facts, faceUpMonsters, stillFaceUpHere, targetCard } from '../facade.js';

/** A face-up monster of this Attribute on the field, either side. */
const attributeOnField = (state: DuelState, attribute: string): boolean => faceUpMonsters(state).some((id) => facts(state, id).attribute === attribute);

export const elementDragon: CardScript = {
  passcode: 30314994,
  effects: [
    {
      // With a WIND monster on the field: after it destroys the monster it attacked, it may attack again as the next attack.
      id: 'attack-again',
      kind: 'trigger',
      label: 'attack once again in a row',
      optional: true,
      triggersOn: (q, e) => e.type === 'destroyed' && e.by === 'battle' && q.state.battle?.attacker === q.self && q.state.battle.target === e.card,
      // One more attack only: it cannot be granted again after the extra attack.
      oncePerTurn: 'card',
      condition: (q) => attributeOnField(q.state, 'WIND'),
      resolve: (r) => {
        if (stillFaceUpHere(r) && attributeOnField(r.state, 'WIND')) r.addEffect('attack-again', r.cardAffected(r.self), { afterAttacks: r.state.turnRecord.attacked.length });
      },
    },
  ],
  continuous: [{ code: 'change-stats', affects: (state, source, t) => targetCard(t) === source && attributeOnField(state, 'FIRE'), value: () => ({ atk: 500, def: 0 }) }],
};
