/**
 * `npm run campaign`: a Shadow Games campaign in the terminal (seed 001). Create a mage
 * (scores, a path of training, a starting set of Magic), pick one of the three settings, and
 * play: the Game Master narrates scenes and proposes duels against non-player mages, the
 * engine plays each duel in the `shadow-games` format, and the outcome (LP, spent Magic, XP,
 * level-ups) lands on the mage's sheet. Rest, use Magic outside combat, see the sheet.
 *
 *   npm run campaign -- [--name NAME] [--setting egypt|battle-city|duel-academy] [--seed S] [--db FILE]
 *   npm run campaign -- --mage ID --token T [--db FILE]     a saved mage, its campaigns to pick from
 *
 * The mage and the campaign are saved after every step in the service's database (the same
 * file as `npm start` by default: DUEL_DB_PATH), so the page shows them too.
 *
 * With no API key the offline template Game Master and the offline duel voice run it; with a
 * model configured (as for `npm run chat`) the model narrates, one call per scene or action.
 */
import { resolve } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { defaultCards } from '../cards/catalog.js';
import { createChatModel, loadModelConfig, modelBanner, ModelConfigError, type ChatModel } from '../llm/index.js';
import { ModelGameMaster } from '../shadow/campaign/modelGm.js';
import type { CampaignPlay, PlayResult } from '../shadow/campaign/play.js';
import { SETTINGS, type SettingId } from '../shadow/campaign/script.js';
import { sheetLines } from '../shadow/campaign/sheetText.js';
import type { LogEntry } from '../shadow/campaign/state.js';
import { TemplateGameMaster } from '../shadow/campaign/templateGm.js';
import { playCampaignDuel } from './campaignDuel.js';
import { openCampaignDb } from './campaignSave.js';
import { startCampaign, type StartArgs } from './campaignStart.js';
import { LineReader } from './lineReader.js';

const HELP = `Between duels:
  duel            accept the duel the Game Master proposes
  rest full       a Full Rest (LP to normal, Graveyard and the Beyond back, a new day)
  rest half       a Half Rest (LP regen, newest spent Magic back, three a day)
  use CARD to X   use a Magic outside combat (Freedom of the Game: the GM rules; it is spent)
  next            move on to the next scene (when this one is done)
  sheet           your character sheet     log     the campaign log
  help            this text                quit    leave (everything is saved)
Anything else is said to the Game Master.`;

const PREFIX: Record<LogEntry['kind'], string> = {
  intro: '',
  scene: '== ',
  gm: 'GM: ',
  player: 'You: ',
  ruling: 'Ruling: ',
  duel: 'Duel: ',
  outcome: 'Outcome: ',
  xp: 'XP: ',
  'level-up': 'LEVEL UP: ',
  rest: 'Rest: ',
  magic: 'Magic: ',
};

export function logLine(e: LogEntry): string {
  return `${PREFIX[e.kind]}${e.text}${e.kind === 'scene' ? ' ==' : ''}`;
}

interface Args extends StartArgs {
  db: string | null;
}

export function parseCampaignArgs(argv: readonly string[], now: () => number = Date.now): Args | { error: string } {
  const args: Args = { name: null, setting: null, seed: String(now()), mage: null, token: null, db: null };
  for (let i = 0; i < argv.length; i += 2) {
    const flag = argv[i]!;
    const value = argv[i + 1];
    if (value === undefined) return { error: `${flag} needs a value.` };
    if (flag === '--name') args.name = value;
    else if (flag === '--seed') args.seed = value;
    else if (flag === '--db') args.db = value;
    else if (flag === '--mage') args.mage = value;
    else if (flag === '--token') args.token = value;
    else if (flag === '--setting') {
      if (!(SETTINGS as readonly string[]).includes(value)) return { error: `--setting takes ${SETTINGS.join(', ')}, not "${value}".` };
      args.setting = value as SettingId;
    } else return { error: `Unknown option "${flag}". Options: --name, --setting, --seed, --db, --mage, --token.` };
  }
  if ((args.mage === null) !== (args.token === null)) return { error: '--mage and --token go together (the token was shown when the mage was saved).' };
  return args;
}

function show(reader: LineReader, r: PlayResult): void {
  if (!r.ok) reader.write(`! ${r.error}\n`);
  else for (const e of r.said) reader.write(`${logLine(e)}\n`);
}

interface LoopDeps {
  play: CampaignPlay;
  reader: LineReader;
  model: ChatModel | null;
  banner: string;
}

/** One command between duels; false when the player leaves. */
async function command(line: string, d: LoopDeps): Promise<boolean> {
  const { play, reader } = d;
  const lower = line.toLowerCase();
  if (lower === 'quit' || lower === 'exit') return false;
  if (lower === 'help') reader.write(`${HELP}\n`);
  else if (lower === 'sheet') reader.write(`${sheetLines(play.mage, play.db).join('\n')}\n`);
  else if (lower === 'log') reader.write(`${play.state.log.map(logLine).join('\n')}\n`);
  else if (lower === 'rest full' || lower === 'full rest') show(reader, play.rest('full'));
  else if (lower === 'rest half' || lower === 'half rest' || lower === 'rest') show(reader, play.rest('half'));
  else if (lower === 'next' || lower === 'move on') show(reader, await play.next());
  else if (/^(?:duel|accept|fight|yes)$/.test(lower)) {
    const accepted = play.accept();
    show(reader, accepted);
    if (!accepted.ok) return true;
    let outcome;
    try {
      outcome = await playCampaignDuel({ duel: accepted.duel, reader, model: d.model, modelBanner: d.banner, userName: play.mage.name });
    } catch (err) {
      show(reader, play.cancel(err instanceof Error ? err.message : String(err)));
      return true;
    }
    if (!outcome) return false;
    show(reader, play.finish(outcome));
  } else if (lower.startsWith('use ')) {
    const m = /^use\s+(.+?)(?:\s+(?:to|on|for)\s+(.+))?$/i.exec(line)!;
    show(reader, await play.useMagic(m[1]!, m[2] ?? ''));
  } else show(reader, await play.say(line));
  return true;
}

function chooseModel(): { model: ChatModel | null; banner: string } {
  const config = loadModelConfig();
  return { model: createChatModel(config), banner: modelBanner(config) };
}

export interface CampaignRun {
  argv: readonly string[];
  input: Readable;
  output: Writable;
  /** The model for the Game Master and the duels; null: offline. Default: from the environment. */
  model?: { model: ChatModel | null; banner: string };
}

/** The whole terminal campaign over any input and output (the tests pipe lines in). */
export async function runCampaign(run: CampaignRun): Promise<number> {
  const args = parseCampaignArgs(run.argv);
  if ('error' in args) {
    run.output.write(`${args.error}\n`);
    return 1;
  }
  let chosen: { model: ChatModel | null; banner: string };
  try {
    chosen = run.model ?? chooseModel();
  } catch (err) {
    run.output.write(err instanceof ModelConfigError ? `Model configuration: ${err.message}\n` : `${String(err)}\n`);
    return 1;
  }
  const { db } = defaultCards();
  const gm = chosen.model ? new ModelGameMaster(chosen.model) : new TemplateGameMaster();
  const reader = new LineReader(run.input, run.output);
  const saves = openCampaignDb(args.db);
  try {
    reader.write(`Shadow Games campaign (${gm.describe()}; duels: ${chosen.banner}).\n`);
    const started = await startCampaign(reader, saves, db, gm, args);
    if (!started) return 0;
    const { play, saver } = started;
    show(reader, await play.arrive());
    saver.save(play.mage, play.state);
    reader.write('Type "help" for what you can do.\n');
    const deps: LoopDeps = { play, reader, model: chosen.model, banner: chosen.banner };
    for (;;) {
      if (play.state.stage === 'finished') {
        reader.write(`${sheetLines(play.mage, db).join('\n')}\nThe campaign is over. Thank you for playing.\n`);
        return 0;
      }
      const line = await reader.ask('> ');
      if (line === null || !(await command(line, deps))) break;
      saver.save(play.mage, play.state);
    }
    reader.write('You leave the campaign.\n');
    return 0;
  } finally {
    reader.close();
    saves.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runCampaign({ argv: process.argv.slice(2), input: process.stdin, output: process.stdout }).then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
      process.exitCode = 1;
    },
  );
}
