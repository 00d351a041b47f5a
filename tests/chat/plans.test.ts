import { describe, expect, it } from 'vitest';
import type { SessionChunk } from '../../src/chat/session.js';
import { collect, config, messages, session } from './helpers.js';

const events = (chunks: readonly SessionChunk[]) => chunks.flatMap((c) => (c.type === 'event' ? [c.event] : []));

describe('multi-step plans in a session', () => {
  it('plays each step against the options of its moment, runs the bot between steps, and on a failed step says what was done and why the rest was not', async () => {
    // Seed chat-2, the bot first: on turn 2 the bot has Rogue Doll (1600) and we hold Neo the Magic Swordsman (1700).
    const s = session({ config: config('chat-2', 1) });
    await collect(s.open());
    expect(s.state.turn).toBe(2);
    const before = s.actions.length;
    const reply = await collect(s.send('summon neo, hit his doll with it, then attack directly with neo and end turn'));
    const ev = events(reply);
    // Summon, the implied Battle Phase, the attack (the bot's windows in between were run by the autopilot).
    expect(ev.filter((e) => e.type === 'normal-summon')).toHaveLength(1);
    expect(ev.some((e) => e.type === 'phase' && e.phase === 'battle')).toBe(true);
    expect(ev).toContainEqual(expect.objectContaining({ type: 'destroyed', owner: 1 }));
    const attacks = ev.filter((e) => e.type === 'attack');
    expect(attacks).toHaveLength(1);
    // The third step cannot be done (Neo already attacked): nothing of it was applied, the turn is not ended.
    const said = messages(reply, 'reply').join('\n');
    // How far the plan got, in words: the commands are not quoted back.
    expect(said).toMatch(/^Played the first 2 moves of your plan\. /);
    expect(said).toMatch(/The move after it was not played\. \(rule [\w.-]+\)$/m);
    expect(said).not.toContain('"');
    expect(said).not.toMatch(/^No\b/);
    expect(s.state.turn).toBe(2);
    expect(s.state.pending).toMatchObject({ player: 0 });
    expect(s.actions.slice(before).map((a) => a.type)).toEqual(['normal-summon', 'enter-battle', 'attack']);
    // "it" now stands for Neo: "end turn" said on its own is taken at its word.
    await collect(s.send('end turn'));
    expect(s.state.turn).toBeGreaterThanOrEqual(3);
  });
});
