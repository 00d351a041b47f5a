/** Armed Dragon LV3 (980973): scripted from our own wording in data/cards/text/cards-mon-a.json. */
import { type CardScript, type EffectQuery, facts, summonableByEffect } from '../facade.js';

const LV5 = 'Armed Dragon LV5';
const lv5s = (q: EffectQuery): number[] => {
  const p = q.state.players[q.player];
  return [...p.hand, ...p.deck].filter((id) => facts(q.state, id).name === LV5 && summonableByEffect(q.state, q.ctx, q.player, id)).sort((a, b) => a - b);
};

export const armedDragonLv3: CardScript = {
  passcode: 980973,
  effects: [
    {
      id: 'level-up',
      kind: 'trigger',
      // The label does not quote the name: the card it names may be hidden in the Deck, and option labels never name hidden cards.
      label: 'send it to the Graveyard to Special Summon the next LV monster its text names, from your hand or Deck',
      categories: ['special-summon'],
      optional: true,
      triggersOn: (q, e) => e.type === 'phase' && e.phase === 'standby' && q.state.turnPlayer === q.player,
      condition: (q) => lv5s(q).length > 0,
      cost: { self: 'send-to-graveyard' },
      resolve: (r) => {
        const candidates = lv5s({ state: r.state, self: r.self, player: r.player, ctx: r.ctx });
        const [picked] = r.choose({ player: r.player, prompt: `Special Summon 1 "${LV5}" from your hand or Deck`, candidates, min: candidates.some((id) => r.state.cards[id]!.location === 'hand') ? 1 : 0, max: 1 });
        const fromDeck = picked !== undefined && r.state.cards[picked]!.location === 'deck';
        if (picked !== undefined) r.specialSummon(picked, r.player, r.choosePosition('the monster you chose'));
        if (fromDeck || candidates.some((id) => r.state.cards[id]!.location === 'deck')) r.shuffleDeck(r.player);
      },
    },
  ],
};
