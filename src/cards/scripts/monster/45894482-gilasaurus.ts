/**
 * Gilasaurus (45894482): it may Special Summon itself from the hand (no Chain); when it is
 * Special Summoned that way, the opponent may Special Summon 1 monster from their Graveyard.
 */
import { type CardScript, canBeSpecialSummonedByEffect, freeMainZones, maySpecialSummon, summonsItselfFromHandIf } from '../facade.js';

export const gilasaurus: CardScript = {
  ...summonsItselfFromHandIf(45894482, () => true),
  effects: [
    {
      id: 'opponent-revives',
      kind: 'trigger',
      label: 'your opponent may Special Summon 1 monster from their Graveyard',
      categories: ['special-summon'],
      triggersOn: (q, e) => e.type === 'special-summon' && e.card === q.self && e.procedure === 'hand-condition',
      resolve: (r) => {
        const them = r.opponent;
        if (freeMainZones(r.state, them) === 0 || !maySpecialSummon(r.state, them)) return;
        const candidates = r.state.players[them].graveyard.filter((id) => r.facts(id).kind === 'monster' && canBeSpecialSummonedByEffect(r.state, r.ctx, id)).sort((a, b) => a - b);
        if (candidates.length === 0) return;
        const [picked] = r.choose({ player: them, prompt: 'You may Special Summon 1 monster from your Graveyard (or none)', candidates, min: 0, max: 1 });
        if (picked === undefined) return;
        const [at] = r.choose({ player: them, prompt: `Special Summon ${r.name(picked)} in which position`, candidates: [0, 1], labels: ['Attack Position', 'Defense Position'], min: 1, max: 1 });
        r.specialSummon(picked, them, at === 1 ? 'defense' : 'attack');
      },
    },
  ],
};
