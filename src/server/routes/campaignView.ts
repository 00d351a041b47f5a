/**
 * The campaign as the page shows it: the scene, what can be done now, the opponent on offer,
 * the log and the sheet's figures (every figure from the sheet's own formulas).
 */
import { availableMagic, libraryLimit, lpCap, lpRegen, normalLp } from '../../shadow/sheet.js';
import { currentScene, pendingOpponent } from '../../shadow/campaign/machine.js';
import type { CampaignPlay } from '../../shadow/campaign/play.js';
import { SETTING_NAMES, scriptFor } from '../../shadow/campaign/script.js';
import { namesOf } from '../../shadow/campaign/sheetText.js';
import { totalXpForLevel } from '../../shadow/xp.js';

export function campaignView(id: string, p: CampaignPlay) {
  const { state, mage, book, db } = p;
  const npc = pendingOpponent(book, state);
  const { main, extra } = availableMagic(mage);
  return {
    id,
    setting: SETTING_NAMES[state.setting],
    title: scriptFor(book, state.setting).title,
    scene: { index: state.sceneIndex, count: scriptFor(book, state.setting).scenes.length, title: currentScene(book, state).title },
    stage: state.stage,
    opponent: npc && state.stage !== 'scene-done' ? { id: npc.id, name: npc.name, starLevel: npc.starLevel } : null,
    duelSession: state.duelSession ?? null,
    log: state.log,
    sheet: {
      name: mage.name,
      level: mage.level,
      xp: mage.xp,
      nextLevelXp: totalXpForLevel(mage.level + 1),
      starLevel: mage.starLevel,
      body: mage.body,
      mind: mage.mind,
      power: mage.power,
      lp: mage.lp,
      normalLp: normalLp(mage),
      lpCap: lpCap(mage),
      lpRegen: lpRegen(mage),
      halfRestsToday: mage.halfRestsToday,
      library: { count: mage.library.length, limit: libraryLimit(mage) },
      deckOfMagic: { ready: main.length, built: mage.deckOfMagic.length },
      extraMagic: { ready: extra.length, built: mage.extraMagic.length },
      graveyard: namesOf(mage.graveyard, db),
      beyond: namesOf(mage.beyond, db),
    },
  };
}
