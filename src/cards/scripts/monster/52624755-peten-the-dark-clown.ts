/** Peten the Dark Clown (52624755): when sent to the Graveyard, it may banish itself to Special Summon another "Peten the Dark Clown" from the hand or Deck. */
import { type CardScript, type EffectQuery, facts, summonableByEffect } from '../facade.js';

const NAME = 'Peten the Dark Clown';

/** Copies in the hand or Deck an effect may Special Summon now. */
function petens(q: EffectQuery): number[] {
  const p = q.state.players[q.player];
  return [...p.hand, ...p.deck].filter((id) => id !== q.self && facts(q.state, id).name === NAME && summonableByEffect(q.state, q.ctx, q.player, id)).sort((a, b) => a - b);
}

export const petenTheDarkClown: CardScript = {
  passcode: 52624755,
  effects: [
    {
      id: 'replace',
      kind: 'trigger',
      label: `banish it to Special Summon 1 "${NAME}" from your hand or Deck`,
      categories: ['special-summon'],
      optional: true,
      when: true,
      triggersFrom: ['graveyard'],
      triggersOn: (q, e) => e.type === 'sent-to-graveyard' && e.card === q.self,
      condition: (q) => q.state.players[q.player].monsters.includes(null) && petens(q).length > 0,
      cost: { custom: { what: 'banish this card from the Graveyard', can: (q) => q.state.cards[q.self]!.location === 'graveyard', pay: (r) => void r.banish([r.self]) } },
      resolve: (r) => {
        const candidates = petens({ state: r.state, self: r.self, player: r.player, ctx: r.ctx });
        if (!r.state.players[r.player].monsters.includes(null) || candidates.length === 0) return;
        const [picked] = r.choose({ player: r.player, prompt: `Special Summon 1 "${NAME}" from your hand or Deck`, candidates, min: 1, max: 1 });
        const fromDeck = picked !== undefined && r.state.cards[picked]!.location === 'deck';
        if (picked !== undefined) r.specialSummon(picked, r.player, r.choosePosition(NAME));
        if (fromDeck) r.shuffleDeck(r.player);
      },
    },
  ],
};
