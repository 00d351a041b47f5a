/** Ceasefire (36468556): scripted from our own wording of the card in data/cards/text/cards-traps.json. */
import { type CardScript, type DuelState, facts, monstersOn, trapActivation } from '../facade.js';

export const ceasefire: CardScript = {
  // Ceasefire: with a face-down Defense Position monster or a face-up Effect Monster on the field,
  // turn every face-down Defense Position monster face-up (no Flip effects), then the opponent
  // takes 500 damage for each Effect Monster on the field.
  passcode: 36468556,
  effects: [
    trapActivation({
      categories: ['damage', 'position'],
      condition: (q) => monstersOn(q.state).some((id) => faceDownDefense(q.state, id) || faceUpEffectMonster(q.state, id)),
      resolve: (r) => {
        for (const id of monstersOn(r.state)) if (faceDownDefense(r.state, id)) r.changePosition(id, 'defense', true, false);
        r.damage(r.opponent, 500 * monstersOn(r.state).filter((id) => faceUpEffectMonster(r.state, id)).length);
      },
    }),
  ],
};

const faceDownDefense = (state: DuelState, id: number): boolean => !state.cards[id]!.faceUp && state.cards[id]!.position === 'defense';

/** Tokens are not Effect Monsters; Fusion and Ritual Monsters with effects are. */
const faceUpEffectMonster = (state: DuelState, id: number): boolean => state.cards[id]!.faceUp && facts(state, id).subtypes.includes('Effect');
