/**
 * A campaign: the mage's sheet beside the story (setting, scene, the Game Master's words and
 * the log) and what can be done now: move on, accept the duel on offer (with the opponent's
 * sheet), Full or Half Rest, say something, use a Magic outside combat (the Game Master's
 * ruling, marked as such). An accepted duel opens in the duel screen; its end leads back here.
 */
import { saved } from '../saved.js';
import { byId, h, replace } from '../dom.js';
import { renderSheet } from '../mageSheet.js';
import { go, routeSerial, type Screen } from '../router.js';
import { shadowApi, type CampaignLogEntry, type CampaignView, type PlayStep } from '../shadowApi.js';
import { shadowSaved, type SavedMage } from '../shadowSaved.js';

/** The campaign's stage in a player's words (the data attribute keeps the id for tests). */
const STAGE_WORDS: Record<string, string> = {
  arriving: 'arriving',
  quest: 'a task to solve',
  'duel-offered': 'a duel is offered',
  dueling: 'duelling',
  'scene-done': 'scene done',
  finished: 'campaign over',
};
import { failureText, showView } from '../shell.js';

const el = {
  title: byId('campaign-title', HTMLHeadingElement),
  scene: byId('campaign-scene', HTMLParagraphElement),
  sheet: byId('campaign-sheet', HTMLElement),
  opponent: byId('campaign-opponent', HTMLDivElement),
  actions: byId('campaign-actions', HTMLDivElement),
  status: byId('campaign-status', HTMLParagraphElement),
  log: byId('campaign-log', HTMLOListElement),
  say: byId('campaign-say', HTMLFormElement),
  sayText: byId('campaign-say-text', HTMLInputElement),
  use: byId('campaign-use', HTMLFormElement),
  useCard: byId('campaign-use-card', HTMLSelectElement),
  usePurpose: byId('campaign-use-purpose', HTMLInputElement),
};

let current: { mage: SavedMage; id: string; view: CampaignView | null; busy: boolean } | null = null;

export const campaignScreen: Screen & { open(mageId: string, id: string): Promise<void> } = {
  leave(): void {
    current = null;
  },
  async open(mageId: string, id: string): Promise<void> {
    const serial = routeSerial();
    showView('campaign');
    const mage = shadowSaved.mage(mageId);
    if (!mage) {
      replace(el.status, 'This browser does not hold that mage\'s token. Open the campaign from the browser that created the mage.');
      return;
    }
    current = { mage, id, view: null, busy: false };
    try {
      const view = await shadowApi.campaign(id, mage.token);
      if (serial !== routeSerial()) return;
      show(view);
      // A campaign just begun: the Game Master narrates the first scene at once.
      if (view.stage === 'arriving') await step({ action: 'arrive' });
    } catch (err) {
      replace(el.status, `The campaign could not be loaded: ${failureText(err).message}`);
    }
  },
};

const KIND_LABEL: Record<string, string> = { gm: 'Game Master', player: 'You', ruling: '', duel: 'Duel', outcome: 'Outcome', xp: 'XP', 'level-up': 'Level up', rest: 'Rest', magic: 'Magic', scene: 'Scene', intro: '' };

function logItem(e: CampaignLogEntry): HTMLLIElement {
  const label = KIND_LABEL[e.kind] ?? e.kind;
  return h('li', { class: `campaign-entry kind-${e.kind}`, dataset: { kind: e.kind } }, label ? h('strong', null, `${label}: `) : null, e.text);
}

function button(label: string, testid: string, s: PlayStep, primary = false): HTMLButtonElement {
  return h('button', { class: primary ? 'primary' : '', attrs: { type: 'button', 'data-testid': testid }, on: { click: () => void step(s) } }, label);
}

function renderOpponent(v: CampaignView): void {
  const o = v.opponent;
  el.opponent.hidden = !o;
  if (!o) return replace(el.opponent);
  replace(
    el.opponent,
    h('h3', null, `${o.name}, Star Level ${o.starLevel}`),
    h('p', { class: 'small' }, `Level ${o.level} · Body ${o.body}, Mind ${o.mind}, Power ${o.power} · ${o.normalLp} LP · Deck of Magic ${o.deckOfMagic}${o.extraMagic ? `, Extra Magic ${o.extraMagic}` : ''}`),
    h('p', { class: 'small muted' }, `“${o.greeting}”`),
  );
}

function renderActions(v: CampaignView): void {
  const c = v.can;
  const buttons = [
    c.accept ? button(`Accept the duel against ${v.opponent?.name ?? 'the opponent'}`, 'campaign-accept', { action: 'accept' }, true) : null,
    c.finish && v.duelSession ? h('a', { class: 'button primary', attrs: { href: `#/duel/${encodeURIComponent(v.duelSession)}`, 'data-testid': 'campaign-to-duel' } }, 'Back to the duel') : null,
    c.finish ? button('The duel is over: apply its outcome', 'campaign-finish', { action: 'finish' }) : null,
    c.next ? button(v.scene.index + 1 >= v.scene.count ? 'End the campaign' : 'Go on to the next scene', 'campaign-next', { action: 'next' }, true) : null,
    c.rest ? button('Full Rest', 'campaign-rest-full', { action: 'rest', kind: 'full' }) : null,
    c.rest ? button(`Half Rest (${v.sheet.halfRestsLeft} left today)`, 'campaign-rest-half', { action: 'rest', kind: 'half' }) : null,
  ];
  replace(el.actions, ...buttons);
  el.say.hidden = !c.say;
  el.use.hidden = !c.use;
  const ready = [...new Set([...v.sheet.deckOfMagic.ready, ...v.sheet.extraMagic.ready])];
  replace(el.useCard, ...ready.map((n) => h('option', { attrs: { value: n } }, n)));
}

function show(v: CampaignView): void {
  if (!current) return;
  current.view = v;
  document.title = `${v.sheet.name} · ${v.setting} · Duel Companion`;
  replace(el.title, `${v.title}`, h('span', { class: 'muted' }, ` · ${v.setting}`));
  replace(el.scene, `Scene ${v.scene.index + 1} of ${v.scene.count}: ${v.scene.title}`, h('span', { class: 'badge', attrs: { 'data-testid': 'campaign-stage' } }, STAGE_WORDS[v.stage] ?? v.stage));
  renderSheet(el.sheet, v.sheet);
  renderOpponent(v);
  renderActions(v);
  replace(el.log, ...v.log.map(logItem));
  el.log.lastElementChild?.scrollIntoView({ block: 'nearest' });
  document.body.dataset.campaignStage = v.stage;
}

async function step(s: PlayStep): Promise<void> {
  const c = current;
  if (!c || c.busy) return;
  c.busy = true;
  replace(el.status, 'The Game Master is answering…');
  try {
    const v = await shadowApi.step(c.id, c.mage.token, s);
    if (current !== c) return;
    replace(el.status);
    show(v);
    if (v.duel) openDuel(c, v, v.duel);
  } catch (err) {
    if (current === c) replace(el.status, failureText(err).message);
  } finally {
    c.busy = false;
  }
}

/** The accepted duel is a chat session of this browser's: saved like any duel, and marked as this campaign's. */
function openDuel(c: NonNullable<typeof current>, v: CampaignView, duel: { sessionId: string; token: string }): void {
  saved.addSession({ id: duel.sessionId, token: duel.token, createdAt: new Date().toISOString(), personaName: v.opponent?.name ?? 'Opponent', format: 'shadow-games', deckTitles: ["Deck of Magic", `${v.opponent?.name ?? 'Opponent'}'s Magic`] });
  shadowSaved.addDuel({ sessionId: duel.sessionId, campaignId: c.id, mageId: c.mage.id });
  go(`/duel/${encodeURIComponent(duel.sessionId)}`);
}

/** "Back to the campaign" at the end of a campaign duel: applies the engine's outcome, then shows the campaign. */
export async function backToCampaign(sessionId: string): Promise<string | null> {
  const d = shadowSaved.duelOf(sessionId);
  const mage = d ? shadowSaved.mage(d.mageId) : undefined;
  if (!d || !mage) return 'This browser does not know which campaign this duel belongs to.';
  try {
    await shadowApi.step(d.campaignId, mage.token, { action: 'finish' });
  } catch (err) {
    const f = failureText(err);
    // Already applied (another tab, a reload): the campaign shows it.
    if (!/No duel is being played/.test(f.message)) return f.message;
  }
  go(`/campaign/${encodeURIComponent(d.mageId)}/${encodeURIComponent(d.campaignId)}`);
  return null;
}

el.say.addEventListener('submit', (ev) => {
  ev.preventDefault();
  const text = el.sayText.value.trim();
  if (!text) return;
  el.sayText.value = '';
  void step({ action: 'say', text });
});
el.use.addEventListener('submit', (ev) => {
  ev.preventDefault();
  if (!el.useCard.value) return;
  const purpose = el.usePurpose.value.trim();
  el.usePurpose.value = '';
  void step({ action: 'use', card: el.useCard.value, purpose });
});
