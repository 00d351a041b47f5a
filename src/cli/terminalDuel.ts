/**
 * A duel in the terminal: the user (player 0) types commands in the offline grammar,
 * the bot (player 1) picks from its own view. Streams come in as parameters so tests can
 * drive a whole duel with scripted input. Only the engine changes the game; this loop
 * just reads lines, asks the engine and prints what the user may know.
 */
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { renderBoard, renderGraveyards } from '../engine/text/boardText.js';
import { describeEvents } from '../engine/text/eventText.js';
import { optionCommand, parseCommand } from '../engine/text/grammar.js';
import { viewEvents, type Engine } from '../engine/index.js';
import type { FormatId } from '../engine/format.js';
import type { DeckList, DuelEvent, DuelResult, DuelState, Option, PlayerId } from '../engine/types.js';
import type { DuelView } from '../engine/view.js';
import { botChoice, type BotPolicy } from '../bot/types.js';
import type { CardDb } from '../cards/cardDb.js';
import { cardInfo } from './cardInfo.js';

const USER: PlayerId = 0;
const BOT: PlayerId = 1;

export interface TerminalDuelOptions {
  input: Readable;
  output: Writable;
  engine: Engine;
  bot: BotPolicy;
  /** The user's deck first, the bot's second. */
  decks: [DeckList, DeckList];
  format: FormatId;
  seed: string;
  first?: 'you' | 'bot' | 'coin';
  /** Print each command after the prompt (for piped input, where the terminal does not echo). */
  echo?: boolean;
  /** Card facts for `info <card>` (text, printed stats); without them `info` is not offered. */
  cards?: Pick<CardDb, 'byPasscode' | 'byName'>;
}

export interface TerminalDuelOutcome {
  /** null when the user quit or the input ended before the duel did. */
  result: DuelResult | null;
  state: DuelState;
  quit: boolean;
}

const REASON_TEXT: Record<DuelResult['reason'], string> = {
  lp: "Life Points reached 0",
  'deck-out': 'a player could not draw a card',
  surrender: 'surrender',
  'both-lp': 'both players reached 0 Life Points at the same time',
  'card-effect': "a card's effect won the duel (Exodia)",
};

export function winnerLine(result: DuelResult): string {
  if (result.winner === null) return `Duel over: a draw (${REASON_TEXT[result.reason]}).`;
  const who = result.winner === USER ? 'you' : 'the bot';
  return `Duel over. Winner: ${who} (${REASON_TEXT[result.reason]}).`;
}

interface TableContext {
  say: (text?: string) => void;
  view: () => DuelView;
  options: readonly Option[];
  numbered: (all: readonly Option[], o: Option) => string;
  cards: TerminalDuelOptions['cards'];
}

/** Commands that look at the table without moving (help, board, gy, info): true when `word` was one. */
function tableCommand(word: string, text: string, t: TableContext): boolean {
  if (word === '?' || word === 'help' || word === 'options') {
    t.say('Your options (type the number or the command):');
    for (const o of t.options) t.say(t.numbered(t.options, o));
    t.say(`  Also: board, gy (both Graveyards),${t.cards ? ' info <card> (its text and stats),' : ''} surrender, quit.`);
  } else if (word === 'board') {
    t.say(renderBoard(t.view()));
  } else if (word === 'gy' || word === 'graveyard' || word === 'graveyards') {
    t.say(renderGraveyards(t.view()));
  } else if (t.cards && (word === 'info' || word.startsWith('info '))) {
    for (const l of cardInfo(t.view(), text.slice(4), t.cards)) t.say(l);
  } else {
    return false;
  }
  return true;
}

/** Reads the user's lines one at a time, with a prompt (and the line echoed for piped input). */
function lineReader(input: Readable, output: Writable, echo: boolean, say: (text?: string) => void): { readLine: () => Promise<string | null>; close: () => void } {
  const rl = createInterface({ input, terminal: false, crlfDelay: Infinity });
  const lines = rl[Symbol.asyncIterator]();
  const readLine = async (): Promise<string | null> => {
    output.write('> ');
    const next = await lines.next();
    if (next.done) {
      say();
      return null;
    }
    if (echo) say(next.value);
    return next.value;
  };
  return { readLine, close: () => rl.close() };
}

/** Plays a command the grammar read, or says why it could not (with the closest options). */
function answerCommand(parsed: ReturnType<typeof parseCommand>, t: { say: (text?: string) => void; apply: (o: Option) => void; options: readonly Option[]; numbered: TableContext['numbered'] }): void {
  switch (parsed.kind) {
    case 'option':
      t.apply(parsed.option);
      return;
    case 'rejected':
      t.say(`Illegal: ${parsed.rejection.message} (rule ${parsed.rejection.rule})`);
      return;
    case 'ambiguous':
      t.say('That could mean several things; type the number or the command you mean:');
      for (const o of parsed.options) t.say(t.numbered(t.options, o));
      return;
    case 'unknown':
      t.say(parsed.message);
      if (parsed.suggestions.length) {
        t.say('Closest options:');
        for (const o of parsed.suggestions) t.say(t.numbered(t.options, o));
      }
      return;
  }
}

// Longer than 80 lines: one loop whose state (the duel, the lines not shown yet) lives in
// the closures below; the parts that need none of it (reading lines, table commands,
// answering a parsed command) are functions of their own above.
export async function runTerminalDuel(opts: TerminalDuelOptions): Promise<TerminalDuelOutcome> {
  const { engine, bot, output } = opts;
  const echo = opts.echo ?? !(opts.input as Readable & { isTTY?: boolean }).isTTY;
  const say = (text = ''): void => {
    output.write(`${text}\n`);
  };

  const firstPlayer = opts.first === 'bot' ? BOT : opts.first === 'coin' ? 'coin' : USER;
  // The engine never ends the player's phase or turn by itself (heldSeats): only their "end turn" does.
  const created = engine.newDuel({ format: opts.format, seed: opts.seed, decks: opts.decks, firstPlayer, heldSeats: [USER] });
  if (!created.ok) throw new Error(`cannot start the duel: ${created.problems.join('; ')}`);
  let state = created.state;
  // Each batch of events is put into words against the state right after it, so a
  // monster's zone is the one it went to, not where it is several moves later.
  const tell = (after: DuelState, events: readonly DuelEvent[]): string[] => describeEvents(after, viewEvents(events, USER), USER);
  let unseen: string[] = tell(state, created.events);
  let changed = true;

  const { readLine, close } = lineReader(opts.input, output, echo, say);

  const showNews = (): void => {
    if (!changed) return;
    say();
    say(renderBoard(engine.view(state, USER)));
    for (const line of unseen) say(`  * ${line}`);
    unseen = [];
    changed = false;
  };

  const apply = (option: Option): void => {
    const r = engine.apply(state, option.action);
    if (!r.ok) {
      // The options come from the engine, so this would be an engine bug; say it plainly.
      say(`The engine refused "${option.label}": ${r.rejection.message} (rule ${r.rejection.rule})`);
      return;
    }
    state = r.state;
    unseen.push(...tell(state, r.events));
    changed = true;
  };

  /** An option with its number in the full list, so the same number picks it afterwards. */
  const numbered = (all: readonly Option[], o: Option): string =>
    `  ${String(all.findIndex((x) => x.id === o.id) + 1).padStart(2)}. ${o.label.padEnd(58)} > ${optionCommand(state, USER, o, engine)}`;

  say(`Duel Companion: you against the ${bot.name} bot (${opts.format} rules, seed ${opts.seed}).`);
  say('Type a command ("summon Celtic Guardian", "attack om1 with m2", "end turn"), a number, or "help".');

  try {
    while (!state.result) {
      const pending = state.pending;
      if (!pending) throw new Error('a duel in progress has no pending decision');
      const options = engine.legalActions(state);

      if (pending.player === BOT) {
        apply(botChoice(bot, engine, state, BOT));
        continue;
      }

      showNews();
      const line = await readLine();
      if (line === null) {
        say('End of input: leaving the duel.');
        return { result: null, state, quit: true };
      }
      const text = line.trim();
      const word = text.toLowerCase();
      if (text === '') continue;
      if (tableCommand(word, text, { say, view: () => engine.view(state, USER), options, numbered, cards: opts.cards })) continue;
      if (word === 'quit' || word === 'exit') {
        say('You leave the duel.');
        return { result: null, state, quit: true };
      }
      if (/^\d+$/.test(word)) {
        const picked = options[Number(word) - 1];
        if (picked) apply(picked);
        else say(`There is no option ${word}; type "help" to list your ${options.length} options.`);
        continue;
      }

      answerCommand(parseCommand(state, USER, text, engine), { say, apply, options, numbered });
    }

    const result = state.result!;
    // After a surrender the board has not changed; after anything else it is worth a last look.
    if (result.reason === 'surrender') for (const line of unseen) say(`  * ${line}`);
    else showNews();
    say(winnerLine(result));
    return { result, state, quit: false };
  } finally {
    close();
  }
}
