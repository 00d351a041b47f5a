/** Infinite Dismissal (54109233): scripted from our own wording of the card in data/cards/text/goat-st6.json. */
import { type CardScript, type DuelState, continuousActivation, faceUpMonsters, levelOf, phaseTrigger, summonedThisTurnCard } from '../facade.js';

/** Level 3 or lower face-up monsters that were Normal or Flip Summoned this turn (a Special Summon does not count). */
function dismissed(state: DuelState): number[] {
  return faceUpMonsters(state).filter((id) => {
    const arrival = state.cards[id]!.arrival;
    return levelOf(state, id) <= 3 && (arrival === 'normal' || arrival === 'flip') && summonedThisTurnCard(state, id);
  });
}

export const infiniteDismissal: CardScript = {
  // Infinite Dismissal (Continuous Trap): during the End Phase of each turn, every Level 3 or lower monster that was
  // Normal Summoned or Flip Summoned that turn is destroyed (a mandatory trigger).
  passcode: 54109233,
  effects: [
    continuousActivation('trap'),
    phaseTrigger({
      id: 'dismiss',
      label: 'destroy the Level 3 or lower monsters Normal or Flip Summoned this turn (Infinite Dismissal)',
      phase: 'end',
      whose: 'each',
      categories: ['destroy-monster'],
      also: (q) => dismissed(q.state).length > 0,
      resolve: (r) => {
        const ids = dismissed(r.state);
        if (ids.length > 0) r.destroy(ids);
      },
    }),
  ],
};
