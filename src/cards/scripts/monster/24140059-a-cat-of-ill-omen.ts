/** A Cat of Ill Omen (24140059): FLIP: put a Trap from your Deck on top of it (or in your hand while "Necrovalley" is on the field). */
import { type CardScript, flipMonster, spellTrapsOn } from '../facade.js';

const NECROVALLEY = 47355498;

export const aCatOfIllOmen: CardScript = flipMonster(24140059, {
  label: 'put 1 Trap from your Deck on top of it',
  resolve: (r) => {
    const traps = r.state.players[r.player].deck.filter((id) => r.facts(id).kind === 'trap').sort((a, b) => a - b);
    if (traps.length === 0) return;
    const [trap] = r.choose({ player: r.player, prompt: 'A Cat of Ill Omen: choose 1 Trap Card from your Deck', candidates: traps, min: 1, max: 1 });
    if (trap === undefined) return;
    const valley = spellTrapsOn(r.state).some((id) => r.state.cards[id]!.passcode === NECROVALLEY && r.state.cards[id]!.faceUp);
    if (valley && r.yesNo(r.player, `Add ${r.name(trap)} to your hand instead of placing it on top of your Deck?`)) {
      r.addToHand(trap, 'deck');
      r.shuffleDeck(r.player);
      return;
    }
    r.shuffleDeck(r.player);
    r.returnToDeck([trap], 'top');
  },
});
