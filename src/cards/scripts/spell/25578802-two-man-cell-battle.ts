/** Two-Man Cell Battle (25578802): scripted from our own wording of the card in data/cards/text/goat-st6.json. */
import { type CardScript, type DuelState, type PlayerId, continuousActivation, facts, freeMainZones, phaseTrigger, summonableByEffect } from '../facade.js';
import type { EngineContext } from '../facade.js';

/** Level 4 Normal Monsters in `player`'s hand that may be Special Summoned now. */
function cellMates(state: DuelState, ctx: EngineContext | undefined, player: PlayerId): number[] {
  if (freeMainZones(state, player) === 0) return [];
  return state.players[player].hand.filter((id) => {
    const f = facts(state, id);
    return f.kind === 'monster' && f.frame === 'normal' && f.level === 4 && summonableByEffect(state, ctx, player, id);
  });
}

export const twoManCellBattle: CardScript = {
  // Two-Man Cell Battle (Continuous): during each player's End Phase, the turn player may Special Summon 1 Level 4
  // Normal Monster from their hand (a mandatory trigger; the turn player chooses whether to Summon and which one).
  passcode: 25578802,
  effects: [
    continuousActivation('spell'),
    phaseTrigger({
      id: 'cell',
      label: 'the turn player may Special Summon 1 Level 4 Normal Monster from their hand (Two-Man Cell Battle)',
      phase: 'end',
      whose: 'each',
      categories: ['special-summon'],
      also: (q) => cellMates(q.state, q.ctx, q.state.turnPlayer).length > 0,
      resolve: (r) => {
        const tp = r.state.turnPlayer;
        const candidates = cellMates(r.state, r.ctx, tp);
        if (candidates.length === 0) return;
        const [id] = r.choose({ player: tp, prompt: 'Two-Man Cell Battle: Special Summon 1 Level 4 Normal Monster from your hand (or none)', candidates, min: 0, max: 1 });
        if (id === undefined) return;
        // The turn player Summons it, so they choose its position.
        const [p] = r.choose({ player: tp, prompt: `Special Summon ${r.name(id)} in which position`, candidates: [0, 1], labels: ['Attack Position', 'Defense Position'], min: 1, max: 1 });
        r.specialSummon(id, tp, p === 1 ? 'defense' : 'attack');
      },
    }),
  ],
};
