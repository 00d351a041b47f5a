/** Iron Blacksmith Kotetsu (73431236): FLIP: add 1 Equip Spell from your Deck to your hand. */
import { type CardScript, flipMonster } from '../facade.js';

export const ironBlacksmithKotetsu: CardScript = flipMonster(73431236, {
  label: 'add 1 Equip Spell from your Deck to your hand',
  categories: ['search'],
  resolve: (r) => void r.search(r.player, (f) => f.kind === 'spell' && f.subtypes.includes('Equip'), 'Iron Blacksmith Kotetsu: choose 1 Equip Spell Card from your Deck'),
});
