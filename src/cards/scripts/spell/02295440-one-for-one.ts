/** One for One (2295440): send a monster from the hand to Special Summon a Level 1 monster from the hand or Deck. */
import { type CardScript, type EffectQuery, facts, freeMainZones, spellActivation, summonableByEffect } from '../facade.js';

const monstersInHand = (q: EffectQuery): number[] => q.state.players[q.player].hand.filter((id) => id !== q.self && facts(q.state, id).kind === 'monster');

/** Level 1 monsters in the hand or Deck an effect may Special Summon now. */
function levelOnes(q: EffectQuery): number[] {
  const p = q.state.players[q.player];
  return [...p.hand, ...p.deck].filter((id) => facts(q.state, id).kind === 'monster' && facts(q.state, id).level === 1 && summonableByEffect(q.state, q.ctx, q.player, id));
}

export const oneForOne: CardScript = {
  passcode: 2295440,
  effects: [
    spellActivation({
      // Cost: send 1 monster from your hand to the GY. Special Summon 1 Level 1 monster from your hand or Deck. Only 1 "One for One" per turn.
      categories: ['special-summon'],
      oncePerTurn: 'name',
      condition: (q) => freeMainZones(q.state, q.player) > 0,
      cost: {
        custom: {
        what: 'send 1 monster from your hand to the Graveyard, leaving a Level 1 monster to Summon',
        can: (q) => {
          const summonable = levelOnes(q);
          return monstersInHand(q).some((m) => summonable.some((s) => s !== m));
        },
        pay: (r) => {
          const q = { state: r.state, self: r.self, player: r.player, ctx: r.ctx };
          const picked = r.choose({ player: r.player, prompt: 'Send 1 monster from your hand to the Graveyard for One for One', candidates: monstersInHand(q), min: 1, max: 1 });
          r.sendToGraveyard(picked, 'cost');
          return picked;
        },
        },
      },
      resolve: (r) => {
        const q = { state: r.state, self: r.self, player: r.player, ctx: r.ctx };
        const fromDeck = new Set(r.state.players[r.player].deck);
        const [pick] = r.choose({ player: r.player, prompt: 'Special Summon 1 Level 1 monster from your hand or Deck', candidates: levelOnes(q).sort((a, b) => a - b), min: 1, max: 1 });
        if (pick === undefined) return;
        r.specialSummon(pick, r.player, r.choosePosition(r.name(pick)));
        if (fromDeck.has(pick)) r.shuffleDeck(r.player);
      },
    }),
  ],
};
