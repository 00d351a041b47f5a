/** The Shallow Grave (43434803): scripted from our own wording of the card in data/cards/text/goat-windows.json. */
import { type CardScript, type DuelState, type EngineContext, type PlayerId, freeMainZones, opponentOf, spellActivation, summonableByEffect } from '../facade.js';

// Each player chooses 1 monster in their own Graveyard and Special Summons it in face-down
// Defense Position (the activating player first). It needs a monster and a free zone on both sides.
const revivable = (state: DuelState, ctx: EngineContext | undefined, player: PlayerId): number[] =>
  state.players[player].graveyard.filter((id) => summonableByEffect(state, ctx, player, id));
const ready = (state: DuelState, ctx: EngineContext | undefined, player: PlayerId): boolean => freeMainZones(state, player) > 0 && revivable(state, ctx, player).length > 0;

export const theShallowGrave: CardScript = {
  passcode: 43434803,
  effects: [
    spellActivation({
      categories: ['special-summon'],
      condition: (q) => ready(q.state, q.ctx, q.player) && ready(q.state, q.ctx, opponentOf(q.player)),
      resolve: (r) => {
        const picks: [PlayerId, number][] = [];
        for (const p of [r.player, opponentOf(r.player)]) {
          if (freeMainZones(r.state, p) === 0) continue;
          const [id] = r.choose({ player: p, prompt: 'Choose 1 monster in your Graveyard to Special Summon face-down (The Shallow Grave)', candidates: revivable(r.state, r.ctx, p), min: 1, max: 1 });
          if (id !== undefined) picks.push([p, id]);
        }
        for (const [p, id] of picks) r.specialSummon(id, p, 'defense', 'effect', true);
      },
    }),
  ],
};
