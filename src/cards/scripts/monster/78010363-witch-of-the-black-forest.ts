/** Witch of the Black Forest (78010363): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, searchOnGraveyardCard } from '../facade.js';

export const witchOfTheBlackForest: CardScript = searchOnGraveyardCard(78010363, 'add a monster with 1500 or less DEF from the Deck', (f) => f.def <= 1500, 'Add 1 monster with 1500 or less DEF from your Deck to your hand');
