/** Garuda the Wind Spirit (12800777): Special Summoned only by banishing 1 WIND monster from your Graveyard; in each of the opponent's End Phases it changes the battle position of 1 face-up monster they control. */
import { banishAttribute, banishSummonMonster, type CardScript, faceUpMonster, switchPositions } from '../facade.js';

export const garudaTheWindSpirit: CardScript = {
  ...banishSummonMonster(12800777, [banishAttribute('WIND')]),
  effects: [
    {
      id: 'position',
      kind: 'trigger',
      label: "change the battle position of 1 face-up monster your opponent controls",
      categories: ['position'],
      triggersOn: (q, e) => e.type === 'phase' && e.phase === 'end' && q.state.turnPlayer !== q.player,
      targets: [{ what: 'face-up monster your opponent controls', min: 1, max: 1, from: ['monsters'], side: 'opponent', filter: (q, id) => faceUpMonster(q.state, id) }],
      resolve: (r) => switchPositions(r, r.targets(0)),
    },
  ],
};
