/** Familiar Knight (89731911): destroyed by battle and sent to the Graveyard, each player, its owner first, may Special Summon 1 Level 4 monster from their hand. */
import { type CardScript, destroyedByBattleToGraveyard, freeMainZones, type PlayerId, type Resolution, summonableByEffect } from '../facade.js';

function summonLevel4(r: Resolution, player: PlayerId): void {
  if (freeMainZones(r.state, player) === 0) return;
  const candidates = r.state.players[player].hand.filter((id) => r.facts(id).kind === 'monster' && r.facts(id).level === 4 && summonableByEffect(r.state, r.ctx, player, id)).sort((a, b) => a - b);
  if (candidates.length === 0) return;
  const [picked] = r.choose({ player, prompt: 'Special Summon 1 Level 4 monster from your hand (or none)', candidates, min: 0, max: 1 });
  if (picked === undefined) return;
  const [at] = r.choose({ player, prompt: 'Special Summon it in which position', candidates: [0, 1], labels: ['Attack Position', 'Defense Position'], min: 1, max: 1 });
  r.specialSummon(picked, player, at === 1 ? 'defense' : 'attack');
}

export const familiarKnight: CardScript = {
  passcode: 89731911,
  effects: [
    {
      id: 'summon',
      kind: 'trigger',
      label: 'each player may Special Summon 1 Level 4 monster from their hand',
      categories: ['special-summon'],
      triggersFrom: ['graveyard'],
      triggersOn: destroyedByBattleToGraveyard,
      resolve: (r) => {
        summonLevel4(r, r.player);
        summonLevel4(r, r.opponent);
      },
    },
  ],
};
