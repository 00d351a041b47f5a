/** A Wingbeat of Giant Dragon (28596933): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, type DuelState, facts, faceUpMonsters, type PlayerId, spellActivation, spellTrapsToSweep } from '../facade.js';

const bigDragons = (state: DuelState, player: PlayerId): number[] =>
  faceUpMonsters(state, player).filter((id) => facts(state, id).race === 'Dragon' && facts(state, id).level >= 5);

// A Wingbeat of Giant Dragon: return 1 face-up Level 5 or higher Dragon-Type monster you control to the hand; then destroy
// every other Spell and Trap Card on the field.
export const aWingbeatOfGiantDragon: CardScript = {
  passcode: 28596933,
  effects: [
    spellActivation({
      categories: ['to-hand', 'destroy-spell-trap'],
      condition: (q) => bigDragons(q.state, q.player).length > 0 && spellTrapsToSweep(q.state, q.player, 'both', undefined, q.self).length > 0,
      resolve: (r) => {
        const [dragon] = r.choose({ player: r.player, prompt: 'Return a Level 5 or higher Dragon you control to the hand', candidates: bigDragons(r.state, r.player), min: 1, max: 1 });
        if (dragon === undefined) return;
        r.returnToHand([dragon]);
        if (r.state.cards[dragon]!.location !== 'hand') return;
        r.destroy(spellTrapsToSweep(r.state, r.player, 'both', undefined, r.self));
      },
    }),
  ],
};
