/** Dragon Capture Jar (50045299): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, facts, isMonsterZone, targetCard } from '../facade.js';

export const dragonCaptureJar: CardScript = {
  // Dragon Capture Jar: face-up Dragons on the field are turned to Defense Position and cannot change position.
  passcode: 50045299,
  effects: [{ id: 'activate', kind: 'trap', categories: ['position'], resolve: () => {} }],
  continuous: [
    {
      code: 'must-be-defense-position',
      affects: (state, _source, t) => {
        const monster = targetCard(t);
        if (monster === null) return false;
        const card = state.cards[monster]!;
        return isMonsterZone(card.location) && card.faceUp && facts(state, monster).race === 'Dragon';
      },
    },
  ],
};
