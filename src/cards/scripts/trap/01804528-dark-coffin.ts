/** Dark Coffin (1804528): scripted from our own wording of the card in data/cards/text/goat-st-2.json. */
import { type CardScript, destroyedWhileSet, monstersOn } from '../facade.js';

export const darkCoffin: CardScript = {
  // Dark Coffin: it has no effect when activated. When this card is destroyed while Set and sent to the Graveyard,
  // its owner's opponent chooses one: discard 1 random card from their hand, or destroy 1 monster they control.
  // With only one of the two possible, that one is applied.
  passcode: 1804528,
  effects: [
    {
      id: 'curse',
      kind: 'trigger',
      // A Trap Card's effect is Spell Speed 2, even when it starts in the Graveyard.
      speed: 2,
      label: 'the opponent discards 1 random card or destroys 1 of their monsters',
      triggersFrom: ['graveyard'],
      triggersOn: destroyedWhileSet,
      resolve: (r) => {
        const hand = r.state.players[r.opponent].hand;
        const monsters = monstersOn(r.state, r.opponent);
        if (hand.length === 0 && monsters.length === 0) return;
        const discard = monsters.length === 0 || (hand.length > 0 && r.yesNo(r.opponent, 'Dark Coffin: discard 1 random card from your hand? (No: destroy 1 monster you control)'));
        if (discard) {
          const picked = r.randomPick(hand);
          if (picked !== undefined) r.discard(r.opponent, [picked]);
          return;
        }
        r.destroy(r.choose({ player: r.opponent, prompt: 'Destroy 1 monster you control (Dark Coffin)', candidates: monsters, min: 1, max: 1 }));
      },
    },
  ],
};
