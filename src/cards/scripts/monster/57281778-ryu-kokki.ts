/** Ryu Kokki (57281778): a Warrior or Spellcaster it battled is destroyed at the end of the Damage Step. */
import { battleOpponent, type CardScript, facts, faceUpMonster } from '../facade.js';

const warriorOrSpellcaster = (race: string | null): boolean => race === 'Warrior' || race === 'Spellcaster';

export const ryuKokki: CardScript = {
  passcode: 57281778,
  effects: [
    {
      id: 'destroy',
      kind: 'trigger',
      label: 'destroy the Warrior or Spellcaster it battled',
      categories: ['destroy-monster'],
      triggersOn: (q, e) => {
        if (e.type !== 'damage-calculation' || (e.attacker !== q.self && e.target !== q.self)) return false;
        const other = battleOpponent(q.state, q.self);
        return other !== null && warriorOrSpellcaster(facts(q.state, other).race);
      },
      // Nothing to do once the battle itself sent that monster away.
      condition: (q) => {
        const other = battleOpponent(q.state, q.self);
        return other !== null && faceUpMonster(q.state, other);
      },
      resolve: (r) => {
        const other = battleOpponent(r.state, r.self);
        if (other !== null && faceUpMonster(r.state, other)) r.destroy([other]);
      },
    },
  ],
};
