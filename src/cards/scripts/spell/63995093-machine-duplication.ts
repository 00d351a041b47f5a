/** Machine Duplication (63995093): scripted from our own wording of the card in data/cards/text/goat-st-2.json. */
import { atkNow, type CardScript, type EffectQuery, facts, faceUpMonster, freeMainZones, maySpecialSummon, spellActivation, summonableByEffect } from '../facade.js';

/** Copies of `name` in the activator's Deck an effect may Special Summon now. */
const copiesInDeck = (q: EffectQuery, name: string): number[] =>
  q.state.players[q.player].deck.filter((id) => facts(q.state, id).name === name && summonableByEffect(q.state, q.ctx, q.player, id));

export const machineDuplication: CardScript = {
  // Machine Duplication: target 1 face-up Machine-Type monster you control with 500 or less ATK; Special Summon up to 2
  // monsters with its name from your Deck (as many as there are free zones). Nothing if it is no longer face-up.
  passcode: 63995093,
  effects: [
    spellActivation({
      categories: ['special-summon'],
      condition: (q) => freeMainZones(q.state, q.player) > 0 && maySpecialSummon(q.state, q.player),
      targets: [
        {
          what: 'face-up Machine-Type monster you control with 500 or less ATK',
          min: 1,
          max: 1,
          from: ['monsters'],
          side: 'own',
          filter: (q, id) => faceUpMonster(q.state, id) && facts(q.state, id).race === 'Machine' && atkNow(q.state, q.ctx, id) <= 500 && copiesInDeck(q, facts(q.state, id).name).length > 0,
        },
      ],
      resolve: (r) => {
        const [target] = r.targets(0);
        if (target === undefined || !faceUpMonster(r.state, target)) return;
        const candidates = copiesInDeck({ state: r.state, self: r.self, player: r.player, ctx: r.ctx }, r.facts(target).name);
        const room = Math.min(2, freeMainZones(r.state, r.player), candidates.length);
        if (room === 0) return;
        const picked = r.choose({ player: r.player, prompt: `Special Summon up to ${room} "${r.name(target)}" from your Deck`, candidates, min: 1, max: room });
        for (const id of picked) r.specialSummon(id, r.player, r.choosePosition(r.name(id)));
        r.shuffleDeck(r.player);
      },
    }),
  ],
};
