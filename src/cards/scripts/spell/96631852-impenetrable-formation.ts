/** Impenetrable Formation (96631852): scripted from our own wording of the card in data/cards/text/goat-st6.json. */
import { type CardScript, type DuelState, bindToCard, isSelectedBy, monstersOn, spellActivation } from '../facade.js';

/** 2 or more monsters on the controller's side, every one of them in Defense Position. */
function formationHolds(state: DuelState, player: 0 | 1): boolean {
  const mine = monstersOn(state, player);
  return mine.length >= 2 && mine.every((id) => state.cards[id]!.position === 'defense');
}

export const impenetrableFormation: CardScript = {
  // Impenetrable Formation (Continuous): activated by selecting 1 monster on your side of the field. While you control
  // 2 or more monsters and all of them are in Defense Position, the selected monster gains 700 DEF. When the selected
  // monster leaves the field, this card is destroyed.
  passcode: 96631852,
  effects: [
    spellActivation({
      categories: ['stat-change'],
      targets: [{ what: 'monster on your side of the field', min: 1, max: 1, from: ['monsters'], side: 'own' }],
      resolve: (r) => {
        const [target] = r.targets(0);
        if (target === undefined || !r.sourceStillThere()) return;
        bindToCard(r, target, { destroyWithCard: false, cardGoesWhen: 'leaves-field' });
      },
    }),
  ],
  continuous: [
    {
      code: 'change-stats',
      affects: (state, source, t) => isSelectedBy(state, source, t) && formationHolds(state, state.cards[source]!.controller),
      value: () => ({ atk: 0, def: 700 }),
    },
  ],
};
