import { describe, expect, it } from 'vitest';
import { pickActivation } from '../../src/bot/effectChoices.js';
import type { Option } from '../../src/engine/types.js';
import { board, engine } from '../engine/board.js';

/** An activation the bot knows nothing about except its LP cost (Ultimate Offering's effect). */
const offering: Option = { id: 'activate:9:offering', label: 'Pay 500 LP with Ultimate Offering', action: { type: 'activate', player: 0, card: 9, effect: 'offering' }, tags: ['lp-cost:500'] };

function viewWithLp(lp: number) {
  const s = structuredClone(board({ sides: [{ hand: ['Celtic Guardian'], deck: ['Uraby'] }, { deck: ['Uraby'] }] }));
  s.players[0].lp = lp;
  return engine.view(s, 0);
}

describe('the heuristic bot weighs LP costs', () => {
  it('pays 500 LP for an unknown effect when LP are plenty, not when they run low, never with all it has left', () => {
    expect(pickActivation(viewWithLp(8000), [offering])).toBe(offering);
    expect(pickActivation(viewWithLp(4000), [offering])).toBe(offering);
    expect(pickActivation(viewWithLp(2000), [offering])).toBeUndefined();
    expect(pickActivation(viewWithLp(500), [offering])).toBeUndefined();
    // Without the cost the same effect is worth using at any LP.
    expect(pickActivation(viewWithLp(500), [{ ...offering, tags: [] }])).toEqual({ ...offering, tags: [] });
  });
});
