/** Continuous Destruction Punch (68057622): scripted from our own wording of the card in data/cards/text/goat-st6.json. */
import { type CardScript, continuousActivation, inMonsterZone } from '../facade.js';

export const continuousDestructionPunch: CardScript = {
  // Continuous Destruction Punch (Continuous Spell): each time an opponent's monster attacks a Defense Position
  // monster you control whose DEF is higher than the attacker's ATK, the attacking monster is destroyed after damage
  // calculation (damage is applied as usual; a mandatory trigger).
  passcode: 68057622,
  effects: [
    continuousActivation('spell'),
    {
      id: 'punch',
      kind: 'trigger',
      label: 'destroy the attacking monster (Continuous Destruction Punch)',
      categories: ['destroy-monster'],
      triggersOn: (q, e) =>
        e.type === 'damage-calculation' &&
        e.target !== null &&
        e.targetPosition === 'defense' &&
        e.defendValue !== null &&
        e.defendValue > e.attackValue &&
        q.state.cards[e.target]!.controller === q.player &&
        q.state.cards[e.attacker]!.controller !== q.player,
      resolve: (r) => {
        const b = r.state.battle;
        const attacker = b?.attacker ?? null;
        if (r.sourceStillThere() && inMonsterZone(r.state, attacker)) r.destroy([attacker]);
      },
    },
  ],
};
