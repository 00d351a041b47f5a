/**
 * The persona's voice offline, through the session: the greeting knows who goes first,
 * the persona's lines come by situation (a boss, a big hit, the end of the duel, "gg"
 * answered by who won, a rematch), a character card's own example lines are used, and
 * the narration is short prose true to the events (never the log again).
 */
import { describe, expect, it } from 'vitest';
import type { BotPolicy } from '../../src/bot/types.js';
import type { SessionChunk } from '../../src/chat/session.js';
import type { Option } from '../../src/engine/types.js';
import { loadNamedLines } from '../../src/llm/offline/personaLines.js';
import { personaFromCard } from '../../src/llm/personaCard.js';
import { collect, config, messages, playOut, session } from './helpers.js';

const kip = loadNamedLines('kip');
const rendered = (lines: readonly string[], user = 'Duelist'): string[] => lines.map((l) => l.replace(/\{user\}/g, user).replace(/\{char\}/g, 'Kip'));

/** A bot that never fights back: it ends its turn, passes, or takes the first option. */
const passiveBot: BotPolicy = {
  name: 'passive',
  choose: (_view, options: readonly Option[]) =>
    options.find((o) => o.action.type === 'end-turn') ?? options.find((o) => o.action.type === 'pass') ?? options[0]!,
};

const replies = (chunks: readonly SessionChunk[]): string[] => messages(chunks, 'reply');

describe('the persona offline, through the session', () => {
  it('greets knowing who goes first, either way', async () => {
    // Kip's card greeting says the user opens: it is his greeting then, and never when he goes first.
    const userFirst = messages(await collect(session({ config: config('voice-1', 0) }).open()), 'greeting')[0]!;
    expect(userFirst).toMatch(/^\*Kip gives his deck a last riffle.*you take the opening turn/);
    const botFirst = messages(await collect(session({ config: config('voice-1', 1) }).open()), 'greeting')[0]!;
    expect(rendered(kip['greeting.bot-first'])).toContain(botFirst);
    expect(botFirst).not.toMatch(/you(?:'re| take| lead)|opening turn's yours/i);
  });

  it('says its lines by situation over a duel it loses, then answers "gg Kip" and a rematch as the loser', async () => {
    const s = session({ config: config('voice-2', 0) }, { fallbackBot: passiveBot });
    await collect(s.open());
    const said: string[] = [];
    await playOut(s, 2000, (chunks) => void said.push(...replies(chunks)));
    expect(s.state.result?.winner).toBe(0);
    // Hits of 1500 or more against a bot that never blocks: Kip says he felt it, with the engine's figure.
    const shape = (t: string): string => t.replace(/\d+/g, '#');
    const taken = said.filter((t) => rendered(kip['big-hit-taken']).map((l) => l.replace('{amount}', '#')).includes(shape(t)));
    expect(taken.length).toBeGreaterThan(1);
    // Never the same line twice in a row, whatever the figure.
    for (let i = 1; i < said.length; i++) expect(shape(said[i]!)).not.toBe(shape(said[i - 1]!));
    // The last word of the duel is the loser's.
    expect(rendered(kip['duel-over.user-won'])).toContain(said[said.length - 1]);
    const gg = replies(await collect(s.send('gg Kip')))[0]!;
    expect(rendered(kip['gg.user-won'])).toContain(gg);
    expect(gg).not.toMatch(/comfortable/i);
    expect(rendered(kip.rematch)).toContain(replies(await collect(s.send('rematch?')))[0]);
    // Mid-duel "gg" is not a concession either way.
    const other = session({ config: config('voice-3', 0) });
    await collect(other.open());
    expect(rendered(kip['gg.ongoing'])).toContain(replies(await collect(other.send('gg')))[0]);
  });

  it("a character card's own greeting (where it fits) and example messages are its offline lines", async () => {
    const card = personaFromCard({
      spec: 'chara_card_v2',
      spec_version: '2.0',
      data: {
        name: 'Vex',
        description: 'A rival duelist.',
        personality: 'cocky, smug, competitive',
        scenario: '',
        first_mes: 'Vex smirks. Ready when you are.',
        mes_example: '<START>\n{{user}}: gg\n{{char}}: gg, but we both know who had the better deck.\n{{user}}: again?\n{{char}}: A rematch? Shuffle up, I never say no.',
      },
    });
    if (!card.ok) throw new Error(card.error);
    const s = session({ config: config('voice-4', 0) }, { persona: card.persona, fallbackBot: passiveBot });
    const greeting = messages(await collect(s.open()), 'greeting')[0]!;
    expect(greeting).toBe('Vex smirks. Ready when you are.');
    await playOut(s);
    expect(s.state.result?.winner).toBe(0);
    expect(replies(await collect(s.send('rematch?')))[0]).toBe('A rematch? Shuffle up, I never say no.');
  });

  it('narrates offline in prose from the events: no log line repeated, no Chain Link, only figures the events hold', async () => {
    const s = session({ config: config('voice-5', 1) });
    await collect(s.open());
    let narrated = 0;
    await playOut(s, 60, (chunks) => {
      const lines = chunks.flatMap((c) => (c.type === 'event' && c.text ? [c.text] : []));
      const figures = new Set(chunks.flatMap((c) => (c.type === 'event' ? Object.values(c.event).filter((v): v is number => typeof v === 'number') : [])));
      for (const text of messages(chunks, 'narration')) {
        narrated++;
        expect(text).not.toMatch(/Chain Link/);
        for (const line of lines) if (line.length > 30) expect(text, line).not.toContain(line);
        for (const n of text.match(/\d+/g) ?? []) expect(figures.has(Number(n)) || Number(n) < 10, `${n} in "${text}"`).toBe(true);
      }
    });
    expect(narrated).toBeGreaterThan(5);
  });
});
