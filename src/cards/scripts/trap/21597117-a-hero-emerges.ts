/** A Hero Emerges (21597117): scripted from our own wording of the card in data/cards/text/goat-st-4.json. */
import { type CardScript, facts, freeMainZones, maySpecialSummon, opponentsAttacker, summonableByEffect, trapActivation } from '../facade.js';

// A Hero Emerges: when an opponent's monster declares an attack, your opponent picks 1 card from your hand at random; if it
// is a monster that can be Special Summoned, Special Summon it, otherwise send it to the Graveyard.
export const aHeroEmerges: CardScript = {
  passcode: 21597117,
  effects: [
    trapActivation({
      categories: ['special-summon'],
      condition: (q) =>
        opponentsAttacker(q.state, q.player) !== null &&
        freeMainZones(q.state, q.player) > 0 &&
        q.state.players[q.player].hand.some((id) => facts(q.state, id).kind === 'monster' && summonableByEffect(q.state, q.ctx, q.player, id)),
      resolve: (r) => {
        if (freeMainZones(r.state, r.player) === 0 || !maySpecialSummon(r.state, r.player)) return;
        const picked = r.randomPick(r.state.players[r.player].hand);
        if (picked === undefined) return;
        r.reveal(r.player, [picked]);
        const isMonster = r.facts(picked).kind === 'monster';
        if (isMonster && summonableByEffect(r.state, r.ctx, r.player, picked)) r.specialSummon(picked, r.player, r.choosePosition(r.name(picked)));
        else r.sendToGraveyard([picked]);
      },
    }),
  ],
};
