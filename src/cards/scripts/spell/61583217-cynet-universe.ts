/**
 * Cynet Universe (61583217): Link Monsters its controller controls gain 300 ATK; once per turn a
 * monster in either Graveyard goes back into the Deck; destroyed by a card effect, it sends every
 * monster in the Extra Monster Zones to the Graveyard.
 */
import { type CardScript, facts, spellActivation } from '../facade.js';

export const cynetUniverse: CardScript = {
  passcode: 61583217,
  effects: [
    spellActivation({ resolve: () => {} }),
    {
      id: 'recycle',
      kind: 'ignition',
      label: 'Shuffle 1 monster from either Graveyard into the Deck',
      oncePerTurn: 'card',
      targets: [{ what: 'monster in either Graveyard', min: 1, max: 1, from: ['graveyard'], side: 'both', filter: (q, id) => facts(q.state, id).kind === 'monster' }],
      resolve: (r) => {
        const [target] = r.targets(0);
        if (target !== undefined && r.state.cards[target]!.location === 'graveyard') r.returnToDeck([target], 'shuffle');
      },
    },
    {
      id: 'purge',
      kind: 'trigger',
      label: 'Send every monster in the Extra Monster Zones to the Graveyard',
      triggersFrom: ['graveyard'],
      triggersOn: (q, e) => e.type === 'destroyed' && e.card === q.self && e.by === 'effect',
      resolve: (r) => {
        const inExtraZones = r.state.extraMonsterZones.filter((id): id is number => id !== null);
        if (inExtraZones.length > 0) r.sendToGraveyard(inExtraZones);
      },
    },
  ],
  continuous: [
    {
      code: 'change-stats',
      affects: (state, source, t) => 'card' in t && facts(state, t.card).frame === 'link' && state.cards[t.card]!.controller === state.cards[source]!.controller && ['monster', 'extraMonster'].includes(state.cards[t.card]!.location) && state.cards[t.card]!.faceUp,
      value: () => ({ atk: 300, def: 0 }),
    },
  ],
};
