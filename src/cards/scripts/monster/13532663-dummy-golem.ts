/** Dummy Golem (13532663): FLIP: the opponent picks 1 monster they control; it and Dummy Golem change control. */
import { type CardScript, faceUpMonster, flipMonster, monstersOn } from '../facade.js';

export const dummyGolem: CardScript = flipMonster(13532663, {
  label: 'the opponent picks 1 of their monsters; switch control of it and this card',
  categories: ['control'],
  resolve: (r) => {
    // Not a target: the opponent chooses as it resolves, and Dummy Golem must still be face-up on the field.
    const theirs = monstersOn(r.state, r.opponent).filter((id) => r.state.cards[id]!.location === 'monster');
    if (theirs.length === 0 || !r.sourceStillThere() || !faceUpMonster(r.state, r.self)) return;
    const [picked] = r.choose({ player: r.opponent, prompt: 'Dummy Golem: choose 1 monster you control to switch control with it', candidates: theirs.sort((a, b) => a - b), min: 1, max: 1 });
    if (picked !== undefined) r.swapControl(r.self, picked);
  },
});
