/** Elemental HERO Thunder Giant (61204971): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { atkNow, type CardScript, facts, faceUpMonster, stillFaceUpHere } from '../facade.js';

export const elementalHeroThunderGiant: CardScript = {
  // Only a Fusion Summon brings it out. Once per turn, discard 1 card to destroy 1 face-up monster on the
  // field whose original ATK is lower than this card's ATK (checked again as it resolves).
  passcode: 61204971,
  fusionMaterials: ['Elemental HERO Sparkman', 'Elemental HERO Clayman'],
  mustBeFusionSummoned: true,
  effects: [
    {
      id: 'destroy',
      kind: 'ignition',
      label: 'Discard 1 card with Thunder Giant to destroy a face-up monster with lower original ATK',
      categories: ['destroy-monster'],
      oncePerTurn: 'card',
      cost: { discard: 1 },
      targets: [
        {
          what: "face-up monster whose original ATK is lower than Thunder Giant's ATK",
          min: 1,
          max: 1,
          from: ['monsters'],
          side: 'both',
          filter: (q, id) => faceUpMonster(q.state, id) && facts(q.state, id).atk < atkNow(q.state, q.ctx, q.self),
        },
      ],
      resolve: (r) => {
        const [target] = r.targets(0);
        if (target === undefined || !stillFaceUpHere(r)) return;
        if (faceUpMonster(r.state, target) && r.facts(target).atk < atkNow(r.state, r.ctx, r.self)) r.destroy([target]);
      },
    },
  ],
};
