/** An Owl of Luck (23927567): FLIP: pick 1 Field Spell Card in your Deck; the Deck is shuffled and that card placed on top. */
import { type CardScript, flipMonster } from '../facade.js';

export const anOwlOfLuck: CardScript = flipMonster(23927567, {
  label: 'place 1 Field Spell Card from your Deck on top of your Deck',
  resolve: (r) => {
    const fields = r.state.players[r.player].deck.filter((id) => r.facts(id).kind === 'spell' && r.facts(id).subtypes.includes('Field')).sort((a, b) => a - b);
    if (fields.length === 0) return;
    const [picked] = r.choose({ player: r.player, prompt: 'Choose 1 Field Spell Card to place on top of your Deck', candidates: fields, min: 1, max: 1 });
    if (picked === undefined) return;
    r.shuffleDeck(r.player);
    // Every other card goes under it in its shuffled order, which leaves the chosen card on top.
    r.putOnDeckBottom(r.player, r.state.players[r.player].deck.filter((id) => id !== picked));
  },
});
