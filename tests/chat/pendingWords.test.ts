import { describe, expect, it } from 'vitest';
import { allText, collect, db, deck, messages, session } from './helpers.js';
import type { DeckList, DuelState, Option } from '../../src/engine/types.js';
import { askedWithOptions, choiceLabel } from '../../src/chat/pending.js';

// The human holds only Threatening Roar (a Trap with no target) and Sets it on turn 1.
const roar = db.byName('Threatening Roar')!.passcode;
const roarDeck: DeckList = { main: Array.from({ length: 40 }, () => roar), extra: [] };

async function roarSet(chainMode: 'auto' | 'manual', seed: string) {
  const s = session({ config: { format: 'classic', seed, decks: [roarDeck, deck('normals-kaiba')], firstPlayer: 0 }, chainMode });
  await collect(s.open());
  await collect(s.send('set Threatening Roar'));
  const ended = await collect(s.send('end turn'));
  return { s, ended };
}

describe('pending decisions said in words', () => {
  it('numbers a yes/no question as "1. Yes" and "2. No", the question said once', () => {
    const prompt = 'Use the effect of D.D. Warrior Lady? (remove from play the monster it battled and itself)';
    const state = { result: null, pending: { kind: 'yes-no', player: 0, prompt }, chain: [] } as unknown as DuelState;
    const options: Option[] = [
      { id: 'yes', label: `Yes: ${prompt}`, action: { type: 'answer', player: 0, yes: true } },
      { id: 'no', label: `No: ${prompt}`, action: { type: 'answer', player: 0, yes: false } },
    ];
    expect(options.map((o) => choiceLabel(state, o))).toEqual(['Yes', 'No']);
    expect(askedWithOptions(state, 0, options)).toBe(`${prompt} (yes or no)\n  1. Yes\n  2. No`);
    // A label that is not "Yes/No: the question" is kept whole.
    expect(choiceLabel(state, { ...options[0]!, label: 'Yes: something else' })).toBe('Yes: something else');
  });

  it('says what a response window asks with the options numbered, and "the second one", a number or "nope" answers it', async () => {
    const { s, ended } = await roarSet('manual', 'pending-words-1');
    expect(s.state.pending).toMatchObject({ kind: 'respond', player: 0 });
    const asked = messages(ended, 'info').at(-1)!;
    // The question once, each option by its own words: no command, no option id.
    expect(asked).toMatch(/: respond with a card, or pass\?\n {2}1\. Activate .+\n {2}2\. Pass/);
    expect(asked).not.toMatch(/>|\w:\d/);
    const listed = s.legalOptions();
    expect(listed.length).toBe(2);
    // The chunk order: the fresh view, the question, then the options (the status line reads the view).
    const kinds = ended.map((c) => c.type);
    expect(kinds.lastIndexOf('view')).toBeLessThan(kinds.lastIndexOf('text'));
    const passAt = listed.findIndex((o) => o.command === 'pass');
    const actions = s.actions.length;
    // The listed pass, by its ordinal.
    await collect(s.send(passAt === 1 ? 'the second one' : 'the first one'));
    expect(s.actions[actions]).toMatchObject({ type: 'pass', player: 0 });

    // The next window: "nope" passes it too; a number picks from the list said.
    if (s.state.pending?.kind === 'respond' && s.state.pending.player === 0) {
      const n = s.actions.length;
      await collect(s.send('nope'));
      expect(s.actions[n]).toMatchObject({ type: 'pass', player: 0 });
    }
    if (s.state.pending?.kind === 'respond' && s.state.pending.player === 0) {
      const n = s.actions.length;
      const activateAt = s.legalOptions().findIndex((o) => o.id.startsWith('activate:'));
      const r = await collect(s.send(String(activateAt + 1)));
      expect(s.actions[n]).toMatchObject({ type: 'activate', player: 0 });
      expect(allText(r)).toContain('Threatening Roar');
    }
  });

  it("'auto' never asks at a quiet phase change nor about the player's own move; 'manual' asks at every window", async () => {
    const { s: auto, ended } = await roarSet('auto', 'pending-words-2');
    // Asked, if at all, only right after the bot summoned or attacked (its own action), never at an open window.
    const p = auto.state.pending;
    if (p?.kind === 'respond' && p.player === 0) {
      expect(['summoned', 'attack-declared']).toContain(p.window);
      expect(auto.state.window?.event && 'player' in auto.state.window.event ? auto.state.window.event.player : 1).toBe(1);
      expect(messages(ended, 'info').at(-1)).toMatch(/^(A monster was just summoned|An attack was just declared): respond with a card, or pass\?/);
    }
    // The player's own Set and end turn brought no question about their own moves.
    const { s: manual } = await roarSet('manual', 'pending-words-2');
    expect(manual.state.pending).toMatchObject({ kind: 'respond', player: 0 });
    expect(manual.state.turnPlayer).toBe(1);
  });
});
