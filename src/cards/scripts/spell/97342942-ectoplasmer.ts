/** Ectoplasmer (97342942): scripted from our own wording of the card in data/cards/text/goat-st-5.json. */
import { type CardScript, faceUpMonsters, opponentOf, phaseTrigger, spellActivation } from '../facade.js';

export const ectoplasmer: CardScript = {
  // Ectoplasmer (Continuous): once during each player's End Phase, the turn player Tributes 1 face-up monster they
  // control, and their opponent takes damage equal to half that monster's original ATK (a mandatory trigger; with no
  // face-up monster, nothing happens).
  passcode: 97342942,
  effects: [
    spellActivation({ resolve: () => {} }),
    phaseTrigger({
      id: 'tribute',
      label: 'the turn player Tributes 1 face-up monster; their opponent takes half its original ATK (Ectoplasmer)',
      phase: 'end',
      whose: 'each',
      categories: ['damage'],
      resolve: (r) => {
        const turnPlayer = r.state.turnPlayer;
        const candidates = faceUpMonsters(r.state, turnPlayer);
        if (candidates.length === 0) return;
        const [picked] = r.choose({ player: turnPlayer, prompt: 'Ectoplasmer: Tribute 1 face-up monster you control', candidates, min: 1, max: 1 });
        if (picked === undefined) return;
        const half = Math.floor(r.facts(picked).atk / 2);
        r.tribute([picked]);
        if (r.state.cards[picked]!.location === 'graveyard') r.damage(opponentOf(turnPlayer), half);
      },
    }),
  ],
};
