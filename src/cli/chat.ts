/**
 * `npm run chat`: a chat duel in the terminal. Type moves, questions or anything else in
 * plain words; the bot answers in character, plays its turn and narrates it. With an API
 * key (or a local OpenAI-compatible server) in the environment or `.env`, a language
 * model reads messages and plays the bot; without one the offline model does. The
 * banner says which.
 *
 *   npm run chat -- [--deck NAME|PATH] [--bot-deck NAME|PATH] [--format classic|modern|goat]
 *                   [--seed S] [--first you|bot|coin] [--persona FILE.json|FILE.png]
 *                   [--name NAME] [--chain auto|manual]
 *                   [--url http://HOST:PORT [--session ID --token TOKEN]]
 *
 * With --url the duel is held by a running service (`npm start`): the session is created
 * there (and saved), replies stream over HTTP; --session and --token pick a saved one up.
 *
 * Works with piped input too: each line is one message (echoed after the prompt).
 */
import { createInterface } from 'node:readline';
import { basename, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFile } from 'node:fs/promises';
import type { Readable, Writable } from 'node:stream';
import { DuelSession, type ChainMode, type SessionChunk } from '../chat/session.js';
import { renderBoard } from '../engine/text/boardText.js';
import type { DeckList, PlayerId } from '../engine/types.js';
import type { DuelView } from '../engine/view.js';
import { createChatModel, loadModelConfig, ModelConfigError, modelBanner, type ChatModel } from '../llm/index.js';
import { importPersonaFile, loadDefaultPersona, personaCharName, type Persona } from '../llm/persona.js';
import { applyDuelFlag, applyDuelSwitch, deckPath, loadDeck } from './play.js';
import { RemoteError, RemoteSession, type CreateBody } from './remoteSession.js';
import type { FormatId } from '../engine/format.js';
import { deckHomeFormat } from '../cards/deckNames.js';

const USAGE = `Usage: npm run chat -- [options]
  --deck NAME|PATH      your deck: a .ydk file, a deck in data/decks, or a built-in deck by name
                        ("Zombie Madness", "Kaiba's deck") (default normals-yugi)
  --bot-deck NAME|PATH  the bot's deck (default normals-kaiba)
  --vanilla             play cards whose effects are not implemented yet as vanilla stats
                        (their effects do nothing; the board marks them "no effect")
  --format F            classic, modern or goat (default classic; a GOAT or modern deck's own format)
  --seed S              seed for shuffles and coin flips (default: from the clock; with --url the service picks a secret one)
  --first WHO           you, bot or coin (default you)
  --persona FILE        the bot's persona: a character card as JSON or PNG (default: Kip)
  --name NAME           what the bot calls you (default Duelist)
  --chain MODE          auto or manual response windows (default auto)
  --url URL             play on a running service (npm start), e.g. http://127.0.0.1:3000
  --session ID          with --url: pick up a saved session (needs --token)
  --token TOKEN         the session's token, printed when it was created
  --help                this text
The language model comes from the environment or .env (OPENAI_API_KEY, OPENAI_BASE_URL,
DUEL_MODEL, ...); without them the offline model plays.
In the chat: moves ("summon <card> then attack with it"), questions ("what does <card> do?"),
"board", "graveyard", "hand", "help", "I concede", or anything else. "quit" leaves.`;

const KNOWN_FLAGS = new Set(['--deck', '--bot-deck', '--format', '--seed', '--first', '--persona', '--name', '--chain', '--url', '--session', '--token']);

export interface ChatArgs {
  deck: string;
  botDeck: string;
  format: FormatId;
  seed: string;
  first: 'you' | 'bot' | 'coin';
  persona: string | null;
  name: string;
  chain: ChainMode;
  /** A running service to play on, or null for a local duel. */
  url: string | null;
  session: string | null;
  token: string | null;
  /** Play unscripted cards as vanilla stats instead of refusing the deck. */
  vanilla?: boolean;
}

export function parseChatArgs(argv: readonly string[], now: () => number = Date.now): ChatArgs | { error: string } | { help: true } {
  const args: ChatArgs = {
    deck: 'normals-yugi',
    botDeck: 'normals-kaiba',
    format: 'classic',
    seed: '',
    first: 'you',
    persona: null,
    name: 'Duelist',
    chain: 'auto',
    url: null,
    session: null,
    token: null,
  };
  let formatGiven = false;
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    if (flag === '--help' || flag === '-h') return { help: true };
    if (applyDuelSwitch(args, flag)) continue;
    const [name, inline] = flag.includes('=') ? (flag.split(/=(.*)/s, 2) as [string, string]) : [flag, undefined];
    if (!KNOWN_FLAGS.has(name)) return { error: `Unknown option "${name}".` };
    const value = inline ?? argv[++i];
    if (value === undefined) return { error: `${name} needs a value.` };
    if (name === '--format') formatGiven = true;
    const duelProblem = applyDuelFlag(args, name, value);
    if (duelProblem !== undefined) {
      if (duelProblem !== null) return { error: duelProblem };
      continue;
    }
    switch (name) {
      case '--persona':
        args.persona = value;
        break;
      case '--name':
        if (value.trim() === '' || value.length > 40) return { error: '--name takes a name of 1 to 40 characters.' };
        args.name = value.trim();
        break;
      case '--chain':
        if (value !== 'auto' && value !== 'manual') return { error: `--chain takes auto or manual, not "${value}".` };
        args.chain = value;
        break;
      case '--url': {
        let url: URL;
        try {
          url = new URL(value);
        } catch {
          return { error: `--url takes an http:// URL such as http://127.0.0.1:3000, not "${value}".` };
        }
        if (url.protocol !== 'http:' && url.protocol !== 'https:') return { error: `--url takes an http:// or https:// URL, not "${value}".` };
        args.url = value.replace(/\/+$/, '');
        break;
      }
      case '--session':
        args.session = value;
        break;
      case '--token':
        args.token = value;
        break;
      default:
        return { error: `Unknown option "${name}".` };
    }
  }
  // "--deck goat-warriors" means GOAT: a GOAT or modern deck's own format, unless --format says otherwise.
  if (!formatGiven) args.format = deckHomeFormat(args.deck) ?? args.format;
  if ((args.session || args.token) && !args.url) return { error: '--session and --token need --url.' };
  if ((args.session === null) !== (args.token === null)) return { error: '--session and --token go together.' };
  // A service keeps its own seeds secret; one named here marks the duel as one whose hidden cards the user can know.
  if (args.seed === '' && !args.url) args.seed = String(now());
  return args;
}

/** What the chat loop needs of a duel: a local DuelSession or one held by a service (RemoteSession). */
export interface ChatLoopSession {
  readonly persona: Persona;
  view(): DuelView;
  open(): AsyncIterable<SessionChunk>;
  send(message: string): AsyncIterable<SessionChunk>;
}

export interface ChatLoopOptions {
  session: ChatLoopSession;
  input: Readable;
  output: Writable;
  /** Print each line after the prompt (piped input is not echoed by a terminal). */
  echo?: boolean;
}

/** Who says a text chunk, as the terminal prefixes it. */
function speaker(role: Extract<SessionChunk, { type: 'text' }>['role'], char: string): string {
  if (role === 'greeting' || role === 'reply' || role === 'narration') return `${char}: `;
  if (role === 'answer') return 'Rules: ';
  return role === 'banner' ? '(' : '';
}

/** Writes a reply's chunks as they arrive: one line per message, events between them, and a board at the start of each of the user's turns. */
export class ChunkPrinter {
  private boardTurn = -1;
  private current = -1;
  private open = false;

  constructor(
    private readonly write: (text: string) => void,
    private readonly char: string,
    private readonly currentView: () => DuelView,
  ) {}

  private endText(): void {
    if (this.open) this.write('\n');
    this.open = false;
    this.current = -1;
  }

  private text(chunk: Extract<SessionChunk, { type: 'text' }>): void {
    if (chunk.message !== this.current) {
      this.endText();
      this.current = chunk.message;
      this.open = true;
      this.write(speaker(chunk.role, this.char));
      if (chunk.role === 'banner') {
        this.write(`${chunk.text})`);
        return;
      }
    }
    this.write(chunk.text);
  }

  async print(chunks: AsyncIterable<SessionChunk>): Promise<void> {
    let lastView: (SessionChunk & { type: 'view' }) | undefined;
    for await (const chunk of chunks) {
      if (chunk.type === 'text') this.text(chunk);
      else if (chunk.type === 'event' && chunk.text) {
        this.endText();
        this.write(`  · ${chunk.text}\n`);
      } else if (chunk.type === 'view') lastView = chunk;
      else if (chunk.type === 'error') {
        this.endText();
        this.write(`! ${chunk.message}\n`);
      } else if (chunk.type === 'done') this.endText();
    }
    this.endText();
    // A fresh board at the start of each of your turns, and at the end of the duel.
    const view = lastView?.view ?? this.currentView();
    if (lastView && ((view.turnPlayer === view.viewer && view.turn !== this.boardTurn) || view.result)) {
      this.boardTurn = view.turn;
      this.write(`\n${renderBoard(view)}\n`);
    }
  }
}

/** Prints a session's chunks as they arrive; returns when the input ends or the user quits. */
export async function runChatLoop(opts: ChatLoopOptions): Promise<{ quit: boolean }> {
  const { session, output } = opts;
  const echo = opts.echo ?? !(opts.input as Readable & { isTTY?: boolean }).isTTY;
  const write = (text: string): void => {
    output.write(text);
  };
  const printer = new ChunkPrinter(write, personaCharName(session.persona), () => session.view());
  const print = (chunks: AsyncIterable<SessionChunk>): Promise<void> => printer.print(chunks);

  await print(session.open());
  write('Type a move, a question, "help" or "quit".\n');
  const rl = createInterface({ input: opts.input, terminal: false, crlfDelay: Infinity });
  try {
    write('> ');
    for await (const raw of rl) {
      const line = raw.trim();
      if (echo) write(`${raw}\n`);
      if (line === 'quit' || line === 'exit') {
        write('You leave the duel.\n');
        return { quit: true };
      }
      if (line !== '') await print(session.send(line));
      write('> ');
    }
    write('\n');
    return { quit: true };
  } finally {
    rl.close();
  }
}

async function loadPersona(path: string | null): Promise<Persona | { error: string }> {
  if (!path) return loadDefaultPersona();
  const r = await importPersonaFile(resolve(path));
  return r.ok ? r.persona : { error: `${path}: ${r.error}` };
}

/** A deck for the service: a name it knows, or the file's text. */
async function deckForService(nameOrPath: string): Promise<string> {
  if (nameOrPath.includes('/') || nameOrPath.includes('\\') || nameOrPath.endsWith('.ydk')) return readFile(deckPath(nameOrPath), 'utf8');
  return nameOrPath;
}

async function personaForService(path: string | null): Promise<CreateBody['persona']> {
  if (!path) return 'default';
  const bytes = await readFile(resolve(path));
  if (path.toLowerCase().endsWith('.png')) return { png: bytes.toString('base64') };
  return JSON.parse(bytes.toString('utf8')) as Record<string, unknown>;
}

async function remoteMain(args: ChatArgs & { url: string }): Promise<number> {
  let session: RemoteSession;
  try {
    if (args.session && args.token) {
      session = await RemoteSession.resume(args.url, args.session, args.token);
      console.log(`Duel Companion chat on ${args.url}: session ${session.id} picked up.`);
    } else {
      session = await RemoteSession.create(args.url, {
        deck: await deckForService(args.deck),
        botDeck: await deckForService(args.botDeck),
        persona: await personaForService(args.persona),
        format: args.format,
        ...(args.seed ? { seed: args.seed } : {}),
        chainMode: args.chain,
        first: args.first,
        userName: args.name,
        ...(args.vanilla ? { vanilla: true } : {}),
      });
      console.log(`Duel Companion chat on ${args.url} (${args.format} rules, ${args.seed ? `seed ${args.seed}: the bot's hidden cards are known to you` : 'seed kept secret by the service'}).`);
      console.log(`Session ${session.id}, token ${session.token} (shown once: keep it to come back with --session and --token).`);
    }
  } catch (err) {
    if (err instanceof RemoteError) console.error(`The service refused: ${err.message} (${err.code})`);
    else console.error(`Cannot reach the service at ${args.url}: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  }
  await runChatLoop({ session, input: process.stdin, output: process.stdout });
  console.log(`Saved on the service. Come back with: npm run chat -- --url ${args.url} --session ${session.id} --token ${session.token}`);
  return 0;
}

async function main(): Promise<number> {
  const args = parseChatArgs(process.argv.slice(2));
  if ('help' in args) {
    console.log(USAGE);
    return 0;
  }
  if ('error' in args) {
    console.error(`${args.error}\n\n${USAGE}`);
    return 1;
  }
  if (args.url) return remoteMain({ ...args, url: args.url });
  const decks: DeckList[] = [];
  for (const [who, name] of [['Your deck', args.deck], ["The bot's deck", args.botDeck]] as const) {
    const loaded = loadDeck(name, args.format, args.vanilla === true);
    if (!loaded.ok) {
      console.error(`${who} (${basename(name)}) cannot be used for ${args.format} play:`);
      for (const p of loaded.problems) console.error(`  - ${p}`);
      return 1;
    }
    decks.push(loaded.deck);
  }
  const persona = await loadPersona(args.persona);
  if ('error' in persona) {
    console.error(`The persona cannot be used: ${persona.error}`);
    return 1;
  }
  let model: ChatModel | null;
  let banner: string;
  try {
    const config = loadModelConfig();
    model = createChatModel(config);
    banner = modelBanner(config);
  } catch (err) {
    console.error(err instanceof ModelConfigError ? `Model configuration: ${err.message}` : String(err));
    return 1;
  }
  const human: PlayerId = 0;
  const session = new DuelSession(
    {
      config: {
        format: args.format,
        seed: args.seed,
        decks: [decks[0]!, decks[1]!],
        firstPlayer: args.first === 'bot' ? 1 : args.first === 'coin' ? 'coin' : 0,
      },
      human,
      chainMode: args.chain,
    },
    { model, modelBanner: banner, persona, userName: args.name },
  );
  console.log(`Duel Companion chat (${args.format} rules, seed ${args.seed}).`);
  await runChatLoop({ session, input: process.stdin, output: process.stdout });
  const calls = session.modelCalls.length;
  console.log(`Replay this duel with --seed ${args.seed}.${calls ? ` Model calls: ${calls}.` : ''}`);
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
      process.exitCode = 1;
    },
  );
}
