/** Magic Drain (59344077): scripted from our own wording of the card in data/cards/text/goat-st-2.json. */
import { cardActivationOnTop, type CardScript, facts, topLink, trapActivation } from '../facade.js';

export const magicDrain: CardScript = {
  // Magic Drain (Counter Trap): when the opponent activates a Spell Card. As it resolves, the opponent may discard 1
  // Spell Card to negate Magic Drain's effect; if they do not, the Spell's activation is negated and it is destroyed.
  passcode: 59344077,
  effects: [
    trapActivation({
      categories: ['negate'],
      condition: (q) => cardActivationOnTop(q, 'spell') && topLink(q.state)!.player !== q.player,
      resolve: (r) => {
        const at = r.previousLink();
        if (!r.state.chain[at]) return;
        const spells = r.state.players[r.opponent].hand.filter((id) => facts(r.state, id).kind === 'spell');
        if (spells.length > 0 && r.yesNo(r.opponent, 'Discard 1 Spell Card to negate the effect of Magic Drain?')) {
          const picked = r.choose({ player: r.opponent, prompt: 'Discard 1 Spell Card', candidates: spells, min: 1, max: 1 });
          if (picked.length > 0) {
            r.discard(r.opponent, picked);
            return;
          }
        }
        r.negateActivation(at);
      },
    }),
  ],
};
