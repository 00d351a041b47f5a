/** Triangle Power (32298781): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, type DuelState, facts, faceUpMonsters, type PlayerId, spellActivation } from '../facade.js';

const levelOneNormals = (state: DuelState, player: PlayerId): number[] =>
  faceUpMonsters(state, player).filter((id) => facts(state, id).frame === 'normal' && facts(state, id).level === 1);

// Triangle Power: every face-up Level 1 Normal Monster you control gains 2000 ATK and DEF; they are destroyed in the End Phase.
export const trianglePower: CardScript = {
  passcode: 32298781,
  effects: [
    spellActivation({
      categories: ['stat-change'],
      condition: (q) => levelOneNormals(q.state, q.player).length > 0,
      resolve: (r) => {
        for (const id of levelOneNormals(r.state, r.player)) {
          r.changeStats(id, 2000, 2000);
          r.addEffect('destroy-at-end-phase', r.cardAffected(id), null);
        }
      },
    }),
  ],
};
