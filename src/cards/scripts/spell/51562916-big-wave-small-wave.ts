/** Big Wave Small Wave (51562916): scripted from our own wording of the card in data/cards/text/cards-spells.json. */
import { type CardScript, type DuelState, facts, faceUpMonsters, type PlayerId, spellActivation, summonableByEffect } from '../facade.js';

const isWater = (state: DuelState, id: number): boolean => facts(state, id).kind === 'monster' && facts(state, id).attribute === 'WATER';
const ownFaceUpWater = (state: DuelState, player: PlayerId): number[] => faceUpMonsters(state, player).filter((id) => isWater(state, id));

export const bigWaveSmallWave: CardScript = {
  // Big Wave Small Wave: destroy every face-up WATER monster you control; then you may Special Summon from your hand
  // up to as many WATER monsters as were destroyed, in the positions you choose.
  passcode: 51562916,
  effects: [
    spellActivation({
      categories: ['destroy-monster', 'special-summon'],
      condition: (q) => ownFaceUpWater(q.state, q.player).length > 0,
      resolve: (r) => {
        const destroyed = r.destroy(ownFaceUpWater(r.state, r.player)).length;
        for (let i = 0; i < destroyed; i++) {
          const candidates = r.state.players[r.player].hand.filter((id) => isWater(r.state, id) && summonableByEffect(r.state, r.ctx, r.player, id));
          if (candidates.length === 0 || !r.state.players[r.player].monsters.includes(null)) return;
          const [id] = r.choose({ player: r.player, prompt: `Special Summon a WATER monster from your hand (${destroyed - i} left), or stop`, candidates, min: 0, max: 1 });
          if (id === undefined) return;
          r.specialSummon(id, r.player, r.choosePosition(r.name(id)));
        }
      },
    }),
  ],
};
