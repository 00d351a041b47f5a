/** Pixie Knight (35429292): sent to the Graveyard by battle, the opponent picks 1 Spell Card in its owner's Graveyard and puts it on top of its owner's Deck. */
import { type CardScript } from '../facade.js';

export const pixieKnight: CardScript = {
  passcode: 35429292,
  effects: [
    {
      id: 'return-spell',
      kind: 'trigger',
      label: 'your opponent puts 1 Spell Card from your Graveyard on top of your Deck',
      triggersFrom: ['graveyard'],
      triggersOn: (q, e) => e.type === 'destroyed' && e.card === q.self && e.by === 'battle' && q.state.cards[q.self]!.location === 'graveyard',
      resolve: (r) => {
        const spells = r.state.players[r.player].graveyard.filter((id) => r.facts(id).kind === 'spell').sort((a, b) => a - b);
        if (spells.length === 0) return;
        const picked = r.choose({ player: r.opponent, prompt: "Put 1 Spell Card from your opponent's Graveyard on top of their Deck", candidates: spells, min: 1, max: 1 });
        r.returnToDeck(picked, 'top');
      },
    },
  ],
};
