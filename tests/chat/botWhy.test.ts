/**
 * Questions routed to the right thing: "why did you do that?" after the bot's move is
 * answered from the bot's own reasons (its plan line, or what its heuristic weighs), not
 * from the rules reference; "what does that card do?" reaches the judge naming the card
 * just played or named.
 */
import { describe, expect, it } from 'vitest';
import { botWhy } from '../../src/chat/botReasons.js';
import { asksBotWhy, questionWithCard } from '../../src/chat/understand/index.js';
import { cardName } from '../../src/engine/zones.js';
import { collect, config, engine, messages, session } from './helpers.js';

describe('questions about the bot and about "that card"', () => {
  it('"why did you do that?" after the bot moved is answered from its reasons, in the chat, without a rules citation', async () => {
    // Seed chat-2 with the bot first: the bot has played its opening turn when the human first speaks.
    const s = session({ config: config('chat-2', 1) });
    await collect(s.open());
    const reply = messages(await collect(s.send('why did you do that?')), 'answer').join('\n');
    expect(reply).toMatch(/^My last move: .+\n/);
    expect(reply).toMatch(/my count|my plan|only thing|worth|strongest|ready|better|nothing/i);
    expect(reply).not.toMatch(/\(rule |§|section/i);
  });

  it('tells the bot\'s reasons apart from rules questions, and words each source of a reason', () => {
    for (const q of ['why did you do that?', 'kip why did you set that', 'how come you attacked my elf', 'why did kip attack']) expect(asksBotWhy(q), q).toBe(true);
    for (const q of ["why can't i attack?", 'why can i not summon blue eyes', 'what does dark hole do?', 'is it my turn?']) expect(asksBotWhy(q), q).toBe(false);
    expect(botWhy(null)).toMatch(/not made a move/);
    expect(botWhy({ publicLines: ['Kip attacks Feral Imp with Battle Ox.'], action: 'attack', line: 'Time to clear the way!', source: 'new-plan' })).toBe(
      'My last move: Kip attacks Feral Imp with Battle Ox.\nThat was my plan for the turn: "Time to clear the way!"',
    );
    expect(botWhy({ publicLines: [], action: 'attack', line: null, source: 'heuristic' })).toMatch(/destroy first, then the most damage/);
  });

  it('"what does that card do?" names the card last played or named that the asker may see; a question naming a card is left alone', async () => {
    const s = session({ config: config('chat-2', 1) });
    await collect(s.open());
    const state = s.state;
    const seen = state.cards.filter((c) => c.location === 'monster' && c.faceUp).map((c) => c.id);
    expect(seen.length).toBeGreaterThan(0);
    const name = cardName(state, seen[0]!);
    expect(questionWithCard('what does that card do?', engine, state, 0, seen)).toBe(`what does ${name} do?`);
    expect(questionWithCard('what does it do', engine, state, 0, seen)).toBe(`what does ${name} do`);
    expect(questionWithCard(`what does ${name} do?`, engine, state, 0, [])).toBe(`what does ${name} do?`);
    // A face-down card of the opponent has no name to give: the question goes as it was asked.
    const hidden = state.cards.filter((c) => c.location === 'spellTrap' && !c.faceUp && c.controller === 1).map((c) => c.id);
    expect(questionWithCard('what does that card do?', engine, state, 0, hidden)).toBe('what does that card do?');
  });
});
