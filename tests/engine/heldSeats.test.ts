import { describe, expect, it } from 'vitest';
import { defaultCards } from '../../src/cards/catalog.js';
import { loadDeck } from '../../src/cli/play.js';
import type { DeckList, DuelConfig, DuelState } from '../../src/engine/types.js';

const { engine } = defaultCards();

function deck(name: string): DeckList {
  const r = loadDeck(name, 'classic');
  if (!r.ok) throw new Error(r.problems.join('\n'));
  return r.deck;
}

const base: DuelConfig = { format: 'classic', seed: 'held-1', decks: [deck('normals-yugi'), deck('normals-kaiba')], firstPlayer: 0 };

function start(config: DuelConfig): DuelState {
  const r = engine.newDuel(config);
  if (!r.ok) throw new Error(r.problems.join('; '));
  return r.state;
}

/** The first Normal Summon of the turn player's, applied. */
function summon(state: DuelState): DuelState {
  const option = engine.legalActions(state).find((o) => o.action.type === 'normal-summon')!;
  const r = engine.apply(state, option.action);
  if (!r.ok) throw new Error(r.rejection.message);
  return r.state;
}

describe('held seats: the engine never ends a held player\'s phase or turn by itself', () => {
  it('keeps turn 1 with the held player after a Summon leaves only "end turn"; without heldSeats the engine ends it as before', () => {
    // Without the field: today's behaviour (the only option, end turn, is taken), and the same start hash as ever.
    const free = summon(start(base));
    expect(free.turn).toBe(2);
    expect(engine.hash(start(base))).toBe(engine.hash(start({ ...base, heldSeats: undefined })));

    const held = summon(start({ ...base, heldSeats: [0] }));
    expect(held.turn).toBe(1);
    expect(held.pending).toEqual({ kind: 'main', player: 0 });
    expect(engine.legalActions(held).map((o) => o.action.type)).toEqual(['end-turn']);
    // The player's own word ends it; the bot's seat (not held) still has single options taken for it.
    const ended = engine.apply(held, engine.legalActions(held)[0]!.action);
    expect(ended.ok && ended.state.turn).toBe(2);
    expect(ended.ok && ended.state.pending?.player).toBe(1);
  });

  it('holds the Battle Phase too: after the last attack the held player ends the battle themselves', () => {
    let s = start({ ...base, heldSeats: [0, 1] });
    // Play both sides by always taking the first non-surrender option until a held Battle Phase with only one option shows up.
    for (let i = 0; i < 400 && !s.result; i++) {
      const options = engine.legalActions(s).filter((o) => o.action.type !== 'surrender');
      if (s.pending?.kind === 'battle' && options.length === 1) break;
      const pick = options.find((o) => o.action.type === 'attack') ?? options.find((o) => o.action.type === 'normal-summon') ?? options.find((o) => o.action.type === 'enter-battle') ?? options.find((o) => o.action.type === 'end-turn') ?? options[0]!;
      const r = engine.apply(s, pick.action);
      if (!r.ok) throw new Error(r.rejection.message);
      s = r.state;
    }
    expect(s.pending?.kind).toBe('battle');
    expect(engine.legalActions(s).filter((o) => o.action.type !== 'surrender').map((o) => o.action.type)).toEqual(['end-battle']);
  });
});
