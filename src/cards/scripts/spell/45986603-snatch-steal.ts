/** Snatch Steal (45986603): scripted from our own wording of the card in data/cards/text/cards-spells.json. */
import { type CardScript, equipToTarget, faceUpMonster, freeMainZones, spellActivation } from '../facade.js';

export const snatchSteal: CardScript = {
  // Snatch Steal: equip only to a face-up monster the opponent controls; its equipper controls that monster for as
  // long as this card stays equipped to it. During each of the opponent's Standby Phases, the opponent gains 1000 LP.
  passcode: 45986603,
  // Once the monster is taken it is the equipper's own: the card stays equipped to it wherever it is.
  equipTo: (q, monster) => faceUpMonster(q.state, monster),
  effects: [
    spellActivation({
      categories: ['control'],
      condition: (q) => freeMainZones(q.state, q.player) > 0,
      targets: [{ what: 'face-up monster your opponent controls', min: 1, max: 1, from: ['monsters'], side: 'opponent', filter: (q, id) => faceUpMonster(q.state, id) }],
      resolve: (r) => {
        const target = equipToTarget(r);
        if (target === undefined) return;
        const from = r.state.cards[target]!.controller;
        if (from === r.player || !r.takeControl(target, r.player, false)) return;
        r.addEffect('control-while-equipped', r.cardAffected(target), { equip: r.self, moves: r.state.cards[r.self]!.moves, returnTo: from }, 'permanent');
      },
    }),
    {
      id: 'opponent-gains',
      kind: 'trigger',
      label: 'your opponent gains 1000 LP (Snatch Steal)',
      categories: [],
      triggersOn: (q, e) => e.type === 'phase' && e.phase === 'standby' && q.state.turnPlayer !== q.player && q.state.cards[q.self]!.equippedTo !== null,
      resolve: (r) => r.gainLp(r.opponent, 1000),
    },
  ],
};
