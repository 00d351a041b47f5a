/** Kaiser Glider (52824910): scripted from our own wording of the card in data/cards/text/goat-monsters.json. */
import { type CardScript, battleOpponent, currentAtk, targetCard } from '../facade.js';

// Kaiser Glider: it is not destroyed by battle with a monster whose ATK equals its own (as both
// are during damage calculation: a 'cannot-be-destroyed-by-battle' effect that applies only
// then). When it is destroyed and sent to the Graveyard, target 1 monster on the field: return
// it to its owner's hand (a mandatory trigger).
export const kaiserGlider: CardScript = {
  passcode: 52824910,
  continuous: [
    {
      code: 'cannot-be-destroyed-by-battle',
      affects: (state, source, t, ctx) => {
        if (targetCard(t) !== source) return false;
        const other = battleOpponent(state, source);
        return other !== null && currentAtk(state, ctx, other) === currentAtk(state, ctx, source);
      },
    },
  ],
  effects: [
    {
      id: 'bounce',
      kind: 'trigger',
      label: 'return 1 monster on the field to the hand',
      categories: ['to-hand'],
      triggersFrom: ['graveyard'],
      triggersOn: (q, e) => e.type === 'destroyed' && e.card === q.self && q.state.cards[q.self]!.location === 'graveyard',
      targets: [{ what: 'monster on the field', min: 1, max: 1, from: ['monsters'], side: 'both' }],
      resolve: (r) => r.returnToHand(r.targets(0)),
    },
  ],
};
