/** Dimension Fusion (23557835): scripted from our own wording of the card in data/cards/text/goat-extra.json. */
import { type CardScript, type DuelState, type EngineContext, freeMainZones, opponentOf, type PlayerId, type Resolution, spellActivation, summonableByEffect } from '../facade.js';

/** `player`'s removed-from-play monsters an effect may Special Summon now. */
const banishedMonsters = (state: DuelState, ctx: EngineContext | undefined, player: PlayerId): number[] =>
  state.players[player].banished.filter((id) => state.cards[id]!.faceUp && summonableByEffect(state, ctx, player, id)).sort((a, b) => a - b);

/** One player brings back as many of their removed monsters as they have free Monster Zones for. */
function summonBanished(r: Resolution, player: PlayerId): void {
  const candidates = banishedMonsters(r.state, r.ctx, player);
  const count = Math.min(candidates.length, freeMainZones(r.state, player));
  if (count === 0) return;
  const picked = count === candidates.length ? candidates : r.choose({ player, prompt: `Special Summon ${count} of your removed-from-play monsters`, candidates, min: count, max: count });
  for (const id of picked) {
    const [pos] = r.choose({ player, prompt: `Special Summon ${r.name(id)} in which position`, candidates: [0, 1], labels: ['Attack Position', 'Defense Position'], min: 1, max: 1 });
    r.specialSummon(id, player, pos === 1 ? 'defense' : 'attack');
  }
}

export const dimensionFusion: CardScript = {
  // Pay 2000 LP: each player (the activator first) Special Summons as many of their removed-from-play monsters as
  // they can, each in the face-up position its controller picks.
  passcode: 23557835,
  effects: [
    spellActivation({
      categories: ['special-summon'],
      cost: { lp: 2000 },
      condition: (q) => [q.player, opponentOf(q.player)].some((p) => freeMainZones(q.state, p) > 0 && banishedMonsters(q.state, q.ctx, p).length > 0),
      resolve: (r) => {
        summonBanished(r, r.player);
        summonBanished(r, r.opponent);
      },
    }),
  ],
};
