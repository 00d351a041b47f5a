/**
 * A campaign duel in the terminal: the same DuelSession as `npm run chat` (the engine plays
 * the `shadow-games` format, the offline model or a language model voices the non-player
 * mage), printed the same way, until the duel has a result. Its combat outcome comes back
 * from the engine's `combatOutcome`, for the campaign to apply.
 */
import { DuelSession } from '../chat/session.js';
import { combatOutcome } from '../engine/shadow/outcome.js';
import type { ShadowOutcome } from '../engine/shadow/types.js';
import type { ChatModel } from '../llm/types.js';
import { npcPersona } from '../shadow/campaign/duel.js';
import type { CampaignDuel } from '../shadow/campaign/duel.js';
import { personaCharName } from '../llm/persona.js';
import { ChunkPrinter } from './chat.js';
import type { LineReader } from './lineReader.js';

export interface TerminalCampaignDuel {
  duel: CampaignDuel & { ok: true };
  reader: LineReader;
  model: ChatModel | null;
  modelBanner: string;
  userName: string;
}

/** Plays the duel to its end; null when the input ended first (the duel is left unfinished). */
export async function playCampaignDuel(opts: TerminalCampaignDuel): Promise<ShadowOutcome | null> {
  const persona = npcPersona(opts.duel.npc);
  const session = new DuelSession(
    { config: opts.duel.config, human: 0, chainMode: 'auto', level: opts.duel.npc.botLevel },
    { model: opts.model, modelBanner: opts.modelBanner, persona, userName: opts.userName },
  );
  const printer = new ChunkPrinter((t) => opts.reader.write(t), personaCharName(persona), () => session.view());
  await printer.print(session.open());
  opts.reader.write('The duel is on: type moves in plain words ("summon Celtic Guardian in attack", "attack", "end turn"), "board", "help", or "I concede".\n');
  while (!session.state.result) {
    const line = await opts.reader.ask('duel> ');
    if (line === null) return null;
    if (line !== '') await printer.print(session.send(line));
  }
  return combatOutcome(session.state);
}
