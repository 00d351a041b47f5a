/** Tribute Doll (2903036): scripted from our own wording of the card in data/cards/text/goat-st-2.json. */
import { type CardScript, currentLevel, type EffectQuery, maySpecialSummon, normalSummonableMonster, spellActivation, summonableByEffect, tributeCost } from '../facade.js';

/** Level 7 monsters in the activator's hand that could be Normal Summoned and may be Special Summoned now. */
const levelSevens = (q: EffectQuery): number[] =>
  q.state.players[q.player].hand.filter((id) => normalSummonableMonster(q.state, q.ctx, id) && currentLevel(q.state, q.ctx, id) === 7 && summonableByEffect(q.state, q.ctx, q.player, id));

export const tributeDoll: CardScript = {
  // Tribute Doll: Tribute 1 monster you control (a cost); Special Summon 1 Level 7 monster that can be Normal Summoned
  // from your hand. It cannot attack this turn.
  passcode: 2903036,
  effects: [
    spellActivation({
      categories: ['special-summon'],
      condition: (q) => maySpecialSummon(q.state, q.player) && levelSevens(q).length > 0,
      cost: tributeCost('1 monster for Tribute Doll'),
      resolve: (r) => {
        const candidates = levelSevens({ state: r.state, self: r.self, player: r.player, ctx: r.ctx });
        if (candidates.length === 0) return;
        const [picked] = r.choose({ player: r.player, prompt: 'Special Summon 1 Level 7 monster from your hand', candidates, min: 1, max: 1 });
        if (picked === undefined || !r.specialSummon(picked, r.player, r.choosePosition(r.name(picked)))) return;
        r.addEffect('cannot-attack', r.cardAffected(picked), null);
      },
    }),
  ],
};
