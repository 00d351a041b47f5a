/** Black Luster Soldier - Envoy of the Beginning (72989439): scripted from our own wording (April 2005 text) in data/cards/text/cards-mon-a.json. */
import { banishAttribute, banishOneMonster, banishSummonMonster, type CardScript, stillFaceUpHere } from '../facade.js';

/** Its two effects share one use per turn ("activate 1 of these effects"). */
const ONE_OF_THESE = 'one-of-these';

export const blackLusterSoldierEnvoyOfTheBeginning: CardScript = {
  ...banishSummonMonster(72989439, [banishAttribute('LIGHT'), banishAttribute('DARK')]),
  effects: [
    banishOneMonster({ faceUpOnly: false, onceGroup: ONE_OF_THESE }),
    {
      // After it destroys the opponent's monster it attacked, it may attack again as the next attack.
      id: 'attack-again',
      kind: 'trigger',
      label: 'attack once again in a row',
      optional: true,
      oncePerTurn: 'card',
      oncePerTurnGroup: ONE_OF_THESE,
      triggersOn: (q, e) => e.type === 'destroyed' && e.by === 'battle' && q.state.battle?.attacker === q.self && q.state.battle.target === e.card,
      resolve: (r) => {
        if (!stillFaceUpHere(r)) return;
        r.addEffect('attack-again', r.cardAffected(r.self), { afterAttacks: r.state.turnRecord.attacked.length });
      },
    },
  ],
};
