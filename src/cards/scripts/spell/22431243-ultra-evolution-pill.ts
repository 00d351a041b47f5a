/** Ultra Evolution Pill (22431243): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, facts, type EffectQuery, spellActivation, summonableByEffect, tributeCost } from '../facade.js';

const dinosaursInHand = (q: Pick<EffectQuery, 'state' | 'player' | 'ctx'>): number[] =>
  q.state.players[q.player].hand.filter((id) => facts(q.state, id).race === 'Dinosaur' && facts(q.state, id).kind === 'monster' && summonableByEffect(q.state, q.ctx, q.player, id));

// Ultra Evolution Pill: Tribute 1 Reptile-Type monster (cost); Special Summon 1 Dinosaur-Type monster from your hand.
export const ultraEvolutionPill: CardScript = {
  passcode: 22431243,
  effects: [
    spellActivation({
      categories: ['special-summon'],
      condition: (q) => dinosaursInHand(q).length > 0,
      cost: tributeCost('1 Reptile-Type monster', (q, id) => facts(q.state, id).race === 'Reptile'),
      resolve: (r) => {
        const candidates = dinosaursInHand(r);
        const [pick] = r.choose({ player: r.player, prompt: 'Special Summon 1 Dinosaur-Type monster from your hand', candidates, min: 1, max: 1 });
        if (pick !== undefined) r.specialSummon(pick, r.player, r.choosePosition('the Dinosaur picked from your hand'));
      },
    }),
  ],
};
