/** The Flute of Summoning Dragon (43973174): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, type DuelState, type EngineContext, facts, freeMainZones, isFaceUp, monstersOn, nameOf, type PlayerId, spellActivation, summonableByEffect } from '../facade.js';

export const theFluteOfSummoningDragon: CardScript = {
  // The Flute of Summoning Dragon: only while "Lord of D." is face-up on the field; Special Summon up to 2 Dragons from your hand.
  passcode: 43973174,
  effects: [
    spellActivation({
      categories: ['special-summon'],
      condition: (q) =>
        monstersOn(q.state).some((id) => isFaceUp(q.state, id) && nameOf(q.state, id) === 'Lord of D.') &&
        freeMainZones(q.state, q.player) > 0 &&
        fluteDragons(q.state, q.ctx, q.player).length > 0,
      resolve: (r) => {
        const room = Math.min(2, freeMainZones(r.state, r.player));
        const dragons = r.choose({ player: r.player, prompt: 'Special Summon up to 2 Dragon-Type monsters from your hand', candidates: fluteDragons(r.state, r.ctx, r.player), min: 1, max: room });
        for (const id of dragons) r.specialSummon(id, r.player, r.choosePosition(r.name(id)));
      },
    }),
  ],
};

function fluteDragons(state: DuelState, ctx: EngineContext | undefined, player: PlayerId): number[] {
  return state.players[player].hand.filter((id) => facts(state, id).kind === 'monster' && facts(state, id).race === 'Dragon' && summonableByEffect(state, ctx, player, id));
}
