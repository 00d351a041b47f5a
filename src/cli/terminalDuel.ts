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
import type { BotPolicy } from '../bot/types.js';

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
};

export function winnerLine(result: DuelResult): string {
  if (result.winner === null) return `Duel over: a draw (${REASON_TEXT[result.reason]}).`;
  const who = result.winner === USER ? 'you' : 'the bot';
  return `Duel over. Winner: ${who} (${REASON_TEXT[result.reason]}).`;
}

/** The duel as the terminal shows it: the state, the lines the user has not seen yet, and the moves. */
class TerminalTable {
  state: DuelState;
  private unseen: string[];
  private changed = true;

  constructor(
    private readonly engine: Engine,
    private readonly say: (text?: string) => void,
    opts: TerminalDuelOptions,
  ) {
    const firstPlayer = opts.first === 'bot' ? BOT : opts.first === 'coin' ? 'coin' : USER;
    const created = engine.newDuel({ format: opts.format, seed: opts.seed, decks: opts.decks, firstPlayer });
    if (!created.ok) throw new Error(`cannot start the duel: ${created.problems.join('; ')}`);
    this.state = created.state;
    this.unseen = this.tell(this.state, created.events);
  }

  /**
   * Each batch of events is put into words against the state right after it, so a
   * monster's zone is the one it went to, not where it is several moves later.
   */
  private tell(after: DuelState, events: readonly DuelEvent[]): string[] {
    return describeEvents(after, viewEvents(events, USER), USER);
  }

  showNews(): void {
    if (!this.changed) return;
    this.say();
    this.say(renderBoard(this.engine.view(this.state, USER)));
    this.showLines();
    this.changed = false;
  }

  showLines(): void {
    for (const line of this.unseen) this.say(`  * ${line}`);
    this.unseen = [];
  }

  apply(option: Option): void {
    const r = this.engine.apply(this.state, option.action);
    if (!r.ok) {
      // The options come from the engine, so this would be an engine bug; say it plainly.
      this.say(`The engine refused "${option.label}": ${r.rejection.message} (rule ${r.rejection.rule})`);
      return;
    }
    this.state = r.state;
    this.unseen.push(...this.tell(this.state, r.events));
    this.changed = true;
  }

  /** An option with its number in the full list, so the same number picks it afterwards. */
  numbered(all: readonly Option[], o: Option): string {
    return `  ${String(all.findIndex((x) => x.id === o.id) + 1).padStart(2)}. ${o.label.padEnd(58)} > ${optionCommand(this.state, USER, o, this.engine)}`;
  }

  /** One line of the user's; 'quit' when they leave. */
  handle(text: string, options: Option[]): 'quit' | void {
    const word = text.toLowerCase();
    const view = (): ReturnType<Engine['view']> => this.engine.view(this.state, USER);
    if (word === '?' || word === 'help' || word === 'options') {
      this.say('Your options (type the number or the command):');
      for (const o of options) this.say(this.numbered(options, o));
      this.say('  Also: board, gy (both Graveyards), surrender, quit.');
    } else if (word === 'board') this.say(renderBoard(view()));
    else if (word === 'gy' || word === 'graveyard' || word === 'graveyards') this.say(renderGraveyards(view()));
    else if (word === 'quit' || word === 'exit') {
      this.say('You leave the duel.');
      return 'quit';
    } else if (/^\d+$/.test(word)) {
      const picked = options[Number(word) - 1];
      if (picked) this.apply(picked);
      else this.say(`There is no option ${word}; type "help" to list your ${options.length} options.`);
    } else this.command(text, options);
  }

  private command(text: string, options: Option[]): void {
    const parsed = parseCommand(this.state, USER, text, this.engine);
    switch (parsed.kind) {
      case 'option':
        this.apply(parsed.option);
        break;
      case 'rejected':
        this.say(`Illegal: ${parsed.rejection.message} (rule ${parsed.rejection.rule})`);
        break;
      case 'ambiguous':
        this.say('That could mean several things; type the number or the command you mean:');
        for (const o of parsed.options) this.say(this.numbered(options, o));
        break;
      case 'unknown':
        this.say(parsed.message);
        if (parsed.suggestions.length) {
          this.say('Closest options:');
          for (const o of parsed.suggestions) this.say(this.numbered(options, o));
        }
        break;
    }
  }
}

export async function runTerminalDuel(opts: TerminalDuelOptions): Promise<TerminalDuelOutcome> {
  const { engine, bot, output } = opts;
  const echo = opts.echo ?? !(opts.input as Readable & { isTTY?: boolean }).isTTY;
  const say = (text = ''): void => {
    output.write(`${text}\n`);
  };
  const table = new TerminalTable(engine, say, opts);
  const rl = createInterface({ input: opts.input, terminal: false, crlfDelay: Infinity });
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

  say(`Duel Companion: you against the ${bot.name} bot (${opts.format} rules, seed ${opts.seed}).`);
  say('Type a command ("summon Celtic Guardian", "attack om1 with m2", "end turn"), a number, or "help".');
  try {
    while (!table.state.result) {
      const pending = table.state.pending;
      if (!pending) throw new Error('a duel in progress has no pending decision');
      const options = engine.legalActions(table.state);
      if (pending.player === BOT) {
        const chosen = bot.choose(engine.view(table.state, BOT), options);
        table.apply(options.find((o) => o.id === chosen.id) ?? options[0]!);
        continue;
      }
      table.showNews();
      const line = await readLine();
      if (line === null) {
        say('End of input: leaving the duel.');
        return { result: null, state: table.state, quit: true };
      }
      const text = line.trim();
      if (text !== '' && table.handle(text, options) === 'quit') return { result: null, state: table.state, quit: true };
    }
    const result = table.state.result!;
    // After a surrender the board has not changed; after anything else it is worth a last look.
    if (result.reason === 'surrender') table.showLines();
    else table.showNews();
    say(winnerLine(result));
    return { result, state: table.state, quit: false };
  } finally {
    rl.close();
  }
}
