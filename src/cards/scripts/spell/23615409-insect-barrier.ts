/** Insect Barrier (23615409): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, facts, isMonsterZone, spellActivation, targetCard } from '../facade.js';

// Insect Barrier (Continuous): Insect-Type monsters your opponent controls cannot attack.
export const insectBarrier: CardScript = {
  passcode: 23615409,
  effects: [spellActivation({ categories: [], resolve: () => {} })],
  continuous: [
    {
      code: 'cannot-attack',
      affects: (state, source, t) => {
        const id = targetCard(t);
        if (id === null) return false;
        const card = state.cards[id]!;
        return isMonsterZone(card.location) && card.faceUp && card.controller !== state.cards[source]!.controller && facts(state, id).race === 'Insect';
      },
    },
  ],
};
