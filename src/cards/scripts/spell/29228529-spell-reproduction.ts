/** Spell Reproduction (29228529): scripted from our own wording of the card in data/cards/text/cards-spells.json. */
import { type CardScript, type EffectQuery, facts, spellActivation } from '../facade.js';

const otherSpellsInHand = (q: Pick<EffectQuery, 'state' | 'player' | 'self'>): number[] =>
  q.state.players[q.player].hand.filter((id) => id !== q.self && facts(q.state, id).kind === 'spell');

export const spellReproduction: CardScript = {
  // Spell Reproduction: send 2 Spell Cards from your hand to the Graveyard (a cost); target 1 Spell Card in your
  // Graveyard (one just sent may be chosen); add it to your hand.
  passcode: 29228529,
  effects: [
    spellActivation({
      categories: ['to-hand'],
      cost: {
        custom: {
          can: (q) => otherSpellsInHand(q).length >= 2,
          pay: (r) => {
            const picked = r.choose({ player: r.player, prompt: 'Send 2 Spell Cards from your hand to the Graveyard (Spell Reproduction)', candidates: otherSpellsInHand(r), min: 2, max: 2 });
            r.sendToGraveyard(picked, 'cost');
            return picked;
          },
        },
      },
      targets: [{ what: 'Spell Card in your Graveyard', min: 1, max: 1, from: ['graveyard'], side: 'own', filter: (q, id) => facts(q.state, id).kind === 'spell' }],
      resolve: (r) => {
        for (const id of r.targets(0)) r.addToHand(id, 'graveyard');
      },
    }),
  ],
};
