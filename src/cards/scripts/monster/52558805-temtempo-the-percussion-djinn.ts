/** Temtempo the Percussion Djinn (52558805): detach 1 to strip a material from an opponent's Xyz Monster; then its controller's "Djinn" Xyz Monsters gain 500 ATK. */
import { type CardScript, detachFromSelf, facts, faceUpMonster, faceUpMonsters, isDjinnXyz, materialCount } from '../facade.js';

export const temtempoThePercussionDjinn: CardScript = {
  passcode: 52558805,
  effects: [
    {
      id: 'detach-opponent',
      kind: 'quick',
      label: "detach 1 material: detach 1 from an opponent's Xyz Monster, then your Djinn Xyz Monsters gain 500 ATK",
      categories: ['stat-change'],
      damageStep: true,
      oncePerTurn: 'card',
      condition: (q) => faceUpMonsters(q.state, q.player).some((id) => isDjinnXyz(facts(q.state, id))),
      cost: detachFromSelf(1),
      targets: [
        { what: "opponent's monster with an Xyz Material", min: 1, max: 1, from: ['monsters'], side: 'opponent', filter: (q, id) => faceUpMonster(q.state, id) && materialCount(q.state, id) > 0 },
      ],
      resolve: (r) => {
        const [target] = r.targets(0);
        if (target === undefined || !r.detachMaterials(target, 1)) return;
        for (const id of faceUpMonsters(r.state, r.player)) if (isDjinnXyz(facts(r.state, id))) r.changeStats(id, 500, 0, 'permanent');
      },
    },
  ],
};
