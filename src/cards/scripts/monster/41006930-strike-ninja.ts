/** Strike Ninja (41006930): scripted from our own wording of the card in data/cards/text/goat-mon-2.json. */
import { banishFromGraveyardCost, type CardScript, stillFaceUpHere } from '../facade.js';

// Strike Ninja (April 2005 wording: no once-per-turn, the cost only from the Graveyard): a Quick effect; remove from play
// 2 DARK monsters in your Graveyard to remove this face-up card from play; as the End Phase of this turn begins it
// returns to the field in face-up Attack Position (by the rules, not a Summon).
export const strikeNinja: CardScript = {
  passcode: 41006930,
  effects: [
    {
      id: 'vanish',
      kind: 'quick',
      label: 'remove it from play until the End Phase',
      categories: ['banish'],
      cost: banishFromGraveyardCost('DARK monsters', (f) => f.attribute === 'DARK', 2),
      resolve: (r) => {
        if (stillFaceUpHere(r)) r.banishUntilEndPhase(r.self, 'attack');
      },
    },
  ],
};
