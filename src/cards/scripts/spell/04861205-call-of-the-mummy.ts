/** Call of the Mummy (4861205): scripted from our own wording of the card in data/cards/text/cards-spells.json. */
import { type CardScript, facts, freeMainZones, monstersOn, spellActivation, summonableByEffect } from '../facade.js';
import type { EffectQuery } from '../facade.js';

const zombiesInHand = (q: Pick<EffectQuery, 'state' | 'player' | 'ctx'>): number[] =>
  q.state.players[q.player].hand.filter((id) => facts(q.state, id).race === 'Zombie' && summonableByEffect(q.state, q.ctx, q.player, id));

export const callOfTheMummy: CardScript = {
  // Call of the Mummy (Continuous): once per turn, while you control no monsters, you may Special Summon
  // 1 Zombie-Type monster from your hand (an effect of the face-up card, in your Main Phase).
  passcode: 4861205,
  effects: [
    spellActivation({ resolve: () => {} }),
    {
      id: 'summon',
      kind: 'ignition',
      label: 'Special Summon 1 Zombie-Type monster from your hand (Call of the Mummy)',
      categories: ['special-summon'],
      oncePerTurn: 'card',
      condition: (q) => monstersOn(q.state, q.player).length === 0 && freeMainZones(q.state, q.player) > 0 && zombiesInHand(q).length > 0,
      resolve: (r) => {
        if (monstersOn(r.state, r.player).length > 0) return;
        const candidates = zombiesInHand(r);
        if (candidates.length === 0) return;
        const [id] = r.choose({ player: r.player, prompt: 'Special Summon 1 Zombie-Type monster from your hand', candidates, min: 1, max: 1 });
        if (id !== undefined) r.specialSummon(id, r.player, r.choosePosition(r.name(id)));
      },
    },
  ],
};
