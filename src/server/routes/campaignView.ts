/**
 * The campaign as the page shows it: the scene, what can be done now, the opponent on offer,
 * the log and the sheet's figures (every figure from the sheet's own formulas).
 */
import { currentScene, pendingOpponent } from '../../shadow/campaign/machine.js';
import type { CampaignPlay } from '../../shadow/campaign/play.js';
import { SETTING_NAMES, scriptFor } from '../../shadow/campaign/script.js';
import type { CardDb } from '../../cards/cardDb.js';
import { npcMage } from '../../shadow/campaign/npcs.js';
import type { NpcSheet } from '../../shadow/campaign/script.js';
import type { Stage } from '../../shadow/campaign/state.js';
import { normalLp } from '../../shadow/sheet.js';
import { mageSheetView } from '../mageSheetView.js';

/** The non-player mage on offer as their sheet shows them (what the table may know before a duel). */
function opponentSummary(npc: NpcSheet, db: CardDb) {
  const m = npcMage(npc, db);
  return {
    id: npc.id,
    name: npc.name,
    level: npc.level,
    starLevel: npc.starLevel,
    body: npc.body,
    mind: npc.mind,
    power: npc.power,
    normalLp: normalLp(m),
    deckOfMagic: m.deckOfMagic.length,
    extraMagic: m.extraMagic.length,
    greeting: npc.greeting,
  };
}

/** Which steps the campaign's stage allows now (the service checks again at each step). */
function stepsNow(stage: Stage) {
  const between = stage !== 'dueling';
  return {
    next: stage === 'scene-done',
    accept: stage === 'duel-offered',
    finish: stage === 'dueling',
    rest: between,
    say: between && stage !== 'finished',
    use: between && stage !== 'finished',
  };
}

export function campaignView(id: string, p: CampaignPlay) {
  const { state, mage, book, db } = p;
  const npc = pendingOpponent(book, state);
  return {
    id,
    setting: SETTING_NAMES[state.setting],
    title: scriptFor(book, state.setting).title,
    scene: { index: state.sceneIndex, count: scriptFor(book, state.setting).scenes.length, title: currentScene(book, state).title },
    stage: state.stage,
    opponent: npc && state.stage !== 'scene-done' ? opponentSummary(npc, db) : null,
    can: stepsNow(state.stage),
    duelSession: state.duelSession ?? null,
    log: state.log,
    sheet: mageSheetView(mage, db),
  };
}
