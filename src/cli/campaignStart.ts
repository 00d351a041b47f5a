/**
 * How a terminal campaign begins: a new mage (created in the terminal and saved with its
 * token), or a saved one (`--mage ID --token T`) with its campaigns to pick from, or a new
 * campaign in a setting. Returns the campaign in play and what saves it after each step.
 */
import type { CardDb } from '../cards/cardDb.js';
import type { GameMaster } from '../shadow/campaign/gmTypes.js';
import { CampaignPlay } from '../shadow/campaign/play.js';
import { loadCampaignBook, SETTING_NAMES, SETTINGS, type SettingId } from '../shadow/campaign/script.js';
import { newCampaign } from '../shadow/campaign/state.js';
import type { StoredMage } from '../store/mageStore.js';
import { createMageInTerminal } from './campaignCreate.js';
import { CampaignSaver, campaignStateOf, newCampaignRecord, openMage, saveNewMage, type CampaignDb } from './campaignSave.js';
import type { LineReader } from './lineReader.js';

export interface StartArgs {
  name: string | null;
  setting: SettingId | null;
  seed: string;
  mage: string | null;
  token: string | null;
}

async function pickSetting(reader: LineReader): Promise<SettingId | null> {
  const book = loadCampaignBook();
  reader.write(`Where does your story begin?\n${SETTINGS.map((s, i) => `  ${i + 1}) ${SETTING_NAMES[s]}: ${book.campaigns.find((c) => c.setting === s)!.title}`).join('\n')}\n`);
  for (;;) {
    const line = await reader.ask('setting> ');
    if (line === null) return null;
    const n = Number(line);
    const byName = SETTINGS.find((s) => s === line.toLowerCase() || SETTING_NAMES[s].toLowerCase() === line.toLowerCase());
    if (byName) return byName;
    if (Number.isInteger(n) && n >= 1 && n <= SETTINGS.length) return SETTINGS[n - 1]!;
    reader.write(`Pick 1 to ${SETTINGS.length}.\n`);
  }
}

/** The mage: the saved one named by --mage/--token, or a new one saved now. */
async function mageFor(reader: LineReader, db: CampaignDb, cards: CardDb, args: StartArgs): Promise<StoredMage | null> {
  if (args.mage) {
    const opened = openMage(db, args.mage, args.token ?? '');
    if ('error' in opened) {
      reader.write(`${opened.error}\n`);
      return null;
    }
    reader.write(`Welcome back, ${opened.mage.name} (level ${opened.mage.level}, ${opened.mage.xp} XP, ${opened.mage.lp} LP).\n`);
    return opened;
  }
  const mage = await createMageInTerminal(reader, cards, args.name);
  if (!mage) return null;
  const { stored, token } = saveNewMage(db, mage);
  reader.write(`${mage.name} is saved as mage ${stored.id}, token ${token} (shown once: keep it).\nResume later with: npm run campaign -- --mage ${stored.id} --token ${token}\n`);
  return stored;
}

/** A saved campaign of the mage's to go on with, or null for a new one. */
async function pickSaved(reader: LineReader, db: CampaignDb, mage: StoredMage) {
  const open = db.mages.listCampaigns(mage.id).filter((c) => (c.state as { stage?: string }).stage !== 'finished');
  if (open.length === 0) return null;
  reader.write(`Your campaigns:\n${open.map((c, i) => `  ${i + 1}) ${SETTING_NAMES[c.setting as SettingId] ?? c.setting}, scene ${Number((c.state as { sceneIndex?: number }).sceneIndex ?? 0) + 1} (${String((c.state as { stage?: string }).stage)})`).join('\n')}\n  n) a new campaign\n`);
  for (;;) {
    const line = await reader.ask('campaign> ');
    if (line === null || line.toLowerCase() === 'n') return null;
    const hit = open[Number(line) - 1];
    if (hit) return hit;
    reader.write(`Pick 1 to ${open.length}, or n.\n`);
  }
}

export async function startCampaign(reader: LineReader, db: CampaignDb, cards: CardDb, gm: GameMaster, args: StartArgs): Promise<{ play: CampaignPlay; saver: CampaignSaver } | null> {
  const mage = await mageFor(reader, db, cards, args);
  if (!mage) return null;
  const saved = args.mage ? await pickSaved(reader, db, mage) : null;
  let record = saved;
  if (!record) {
    const setting = args.setting ?? (await pickSetting(reader));
    if (!setting) return null;
    record = newCampaignRecord(db, mage.id, newCampaign(setting, args.seed));
  }
  const state = campaignStateOf(record);
  if ('error' in state) {
    reader.write(`${state.error}\n`);
    return null;
  }
  if (state.stage === 'dueling') {
    reader.write('This campaign\'s duel is being played on the web page: finish it there first.\n');
    return null;
  }
  const saver = new CampaignSaver(db, { mage: mage.id, campaign: record.id }, { mage: mage.version, campaign: record.version }, mage.mage, state);
  return { play: new CampaignPlay(loadCampaignBook(), cards, gm, state, mage.mage), saver };
}
