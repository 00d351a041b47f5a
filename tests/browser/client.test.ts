/**
 * The page's helpers that need no DOM (reading server-sent events, which card an option
 * uses, grouping options by card) and the bundle esbuild makes of the browser code.
 */
import { describe, expect, it } from 'vitest';
import { parseEvent } from '../../src/web/client/api.js';
import { groupOptions, optionCard } from '../../src/web/client/options.js';
import type { CardView, DuelView, OptionChoice } from '../../src/web/client/types.js';
import { bundleClient, CONTENT_SECURITY_POLICY } from '../../src/web/mount.js';

const opt = (id: string, label = id, command = label): OptionChoice => ({ id, label, command });

function card(id: number, name: string): CardView {
  return { id, known: true, name, kind: 'monster', level: 4, atk: 1400, def: 1200 };
}

function view(): DuelView {
  const empty = { lp: 8000, hand: [], handCount: 0, deckCount: 30, monsters: [null, null, null, null, null], spellTraps: [null, null, null, null, null], fieldZone: null, graveyard: [], banished: [], extraCount: 0, extra: [] };
  return {
    viewer: 0,
    format: 'classic',
    turn: 3,
    turnPlayer: 0,
    firstPlayer: 0,
    phase: 'main1',
    step: null,
    you: { ...empty, hand: [card(4, 'Celtic Guardian'), card(9, 'Mystical Elf')], handCount: 2, monsters: [card(2, 'Great White'), null, null, null, null] },
    opponent: { ...empty, monsters: [{ id: 30, known: false, position: 'defense', faceUp: false, zone: 0 }, null, null, null, null] },
    extraMonsterZones: [],
    pending: { kind: 'main', player: 0 },
    battle: null,
    result: null,
    normalSummonUsed: false,
    chain: [],
    window: null,
  };
}

describe('reading server-sent events', () => {
  it('takes the type from the event name and the fields from the data', () => {
    expect(parseEvent('event: text\ndata: {"text":"Hi","role":"reply","message":1}')).toEqual({ type: 'text', text: 'Hi', role: 'reply', message: 1 });
    expect(parseEvent('event: done\ndata: {"step":3,"stateHash":"00ff00ff00ff00ff","finished":false}')).toMatchObject({ type: 'done', step: 3 });
  });

  it('joins multi-line data, skips comments and reads a type inside the data', () => {
    expect(parseEvent(': keep-alive\ndata: {"type":"error",\ndata: "code":"X","message":"m"}')).toEqual({ type: 'error', code: 'X', message: 'm' });
    expect(parseEvent(': only a comment')).toBeNull();
    expect(parseEvent('event: view\ndata: {not json')).toMatchObject({ type: 'error', code: 'BAD_EVENT' });
  });
});

describe('options by card', () => {
  it('reads the card from the engine option ids', () => {
    expect(optionCard(opt('summon:4'))).toBe(4);
    expect(optionCard(opt('set:4:t2-3'))).toBe(4);
    expect(optionCard(opt('activate:17:e1'))).toBe(17);
    expect(optionCard(opt('attack:2:30'))).toBe(2);
    expect(optionCard(opt('attack:2:direct'))).toBe(2);
    expect(optionCard(opt('ss:fusion:40:1-2:a'))).toBe(40);
    expect(optionCard(opt('set-st:12'))).toBe(12);
    expect(optionCard(opt('end-turn'))).toBeNull();
    expect(optionCard(opt('battle'))).toBeNull();
  });

  it('groups by card with the zone name, the turn moves last', () => {
    const groups = groupOptions(
      [opt('end-turn', 'End your turn'), opt('summon:4', 'Normal Summon Celtic Guardian'), opt('pos:2', 'Change Great White'), opt('set:4', 'Set Celtic Guardian'), opt('battle', 'Enter the Battle Phase')],
      view(),
    );
    expect(groups.map((g) => [g.title, g.options.map((o) => o.id)])).toEqual([
      ['Celtic Guardian (h1)', ['summon:4', 'set:4']],
      ['Great White (m1)', ['pos:2']],
      ['Turn', ['end-turn', 'battle']],
    ]);
  });

  it('groups the picks of an effect under its prompt', () => {
    const v = view();
    v.pending = { kind: 'choose', player: 0, prompt: 'Choose a monster to destroy', min: 1, max: 1 };
    const groups = groupOptions([opt('choose:30', 'Choose a monster to destroy: the face-down card in om1'), opt('choose:done', 'Choose none')], v);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.title).toBe('Choose a monster to destroy');
  });
});

describe('the bundle', () => {
  it('bundles the browser code with no server module in it', async () => {
    const b = await bundleClient();
    expect(b.js.length).toBeGreaterThan(10_000);
    expect(b.js).toContain('sourceMappingURL=app.js.map');
    expect(b.js).not.toMatch(/from ["']node:|require\(["'](?:fs|path|express)/);
    // No markup from data: the page never writes HTML from strings.
    expect(b.js).not.toMatch(/\.innerHTML\s*=|insertAdjacentHTML|outerHTML\s*=|document\.write/);
    expect(JSON.parse(b.map)).toHaveProperty('sources');
  });

  it('sends a policy that allows scripts and styles from the page only', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-inline');
  });
});
