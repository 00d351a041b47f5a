/** Amazoness Tiger (10979723): scripted from our own wording of the card in data/cards/text/goat-battle.json. */
import { type CardScript, type DuelState, faceUpMonsters, nameOf, statsPerCount, targetCard } from '../facade.js';

const isAmazoness = (state: DuelState, id: number): boolean => nameOf(state, id).includes('Amazoness');

/** Face-up "Amazoness" monsters on the field, both sides, this card included. */
const amazonessCount = (state: DuelState): number => faceUpMonsters(state).filter((id) => isAmazoness(state, id)).length;

// Amazoness Tiger: its controller can only control 1 face-up Amazoness Tiger (`onlyOneFaceUp`);
// it gains 400 ATK for each face-up "Amazoness" monster on the field; the opponent's monsters
// cannot choose its controller's other face-up "Amazoness" monsters as attack targets.
export const amazonessTiger: CardScript = {
  passcode: 10979723,
  onlyOneFaceUp: true,
  continuous: [
    statsPerCount(amazonessCount, 400),
    {
      code: 'cannot-be-attacked',
      affects: (state, source, t) => {
        const id = targetCard(t);
        if (id === null || id === source || !faceUpMonsters(state, state.cards[source]!.controller).includes(id)) return false;
        return isAmazoness(state, id);
      },
    },
  ],
};
