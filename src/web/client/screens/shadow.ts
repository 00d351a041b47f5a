/**
 * The Shadow Games home: the mages this browser created (each with its campaigns and a new
 * campaign in one of the settings) and the creation form (001 as we wrote it: 9 points over
 * Body, Mind and Power, each 1 to 5; a path of training; a starting set of Magic).
 */
import { byId, h, replace } from '../dom.js';
import { go, routeSerial, type Screen } from '../router.js';
import { shadowApi, type CreationOffer } from '../shadowApi.js';
import { shadowSaved, type SavedMage } from '../shadowSaved.js';
import { failureText, showView } from '../shell.js';

const el = {
  form: byId('mage-form', HTMLFormElement),
  paths: byId('mage-path', HTMLSelectElement),
  starters: byId('mage-starter', HTMLSelectElement),
  points: byId('mage-points', HTMLParagraphElement),
  error: byId('mage-error', HTMLParagraphElement),
  list: byId('mage-list', HTMLUListElement),
  status: byId('mage-status', HTMLParagraphElement),
};

let offer: CreationOffer | null = null;

export const shadowScreen: Screen & { open(): Promise<void> } = {
  leave(): void {},
  async open(): Promise<void> {
    const serial = routeSerial();
    showView('shadow');
    document.title = 'Shadow Games · Duel Companion';
    try {
      offer ??= await shadowApi.creation();
      fillChoices(offer);
    } catch (err) {
      replace(el.error, `The creation choices could not be loaded: ${failureText(err).message}`);
    }
    if (serial === routeSerial()) await renderMages(serial);
  },
};

function fillChoices(o: CreationOffer): void {
  if (el.paths.options.length === 0) replace(el.paths, ...o.paths.map((p) => h('option', { attrs: { value: p.id } }, `${p.name}: ${p.summary}`)));
  if (el.starters.options.length === 0) {
    replace(el.starters, ...o.starters.map((s) => h('option', { attrs: { value: s.id, title: s.cards.map((c) => `${c.name} ×${c.copies}`).join(', ') } }, `${s.name}: ${s.summary}`)));
  }
  showPoints();
}

const score = (name: string): number => Number((el.form.elements.namedItem(name) as HTMLInputElement).value);

function showPoints(): void {
  const total = offer?.points ?? 9;
  const spent = score('body') + score('mind') + score('power');
  replace(el.points, `${spent} of ${total} points spent (Body: Life Points; Mind: monsters controlled, Library, Heart of the Cards; Power: Magic back on a Half Rest).`);
  el.points.classList.toggle('bad', spent !== total);
}

async function campaignsOf(m: SavedMage): Promise<HTMLElement> {
  let items: HTMLElement[] = [];
  try {
    const { campaigns } = await shadowApi.campaigns(m.id, m.token);
    const names = new Map(offer?.settings.map((s) => [s.id, s.name]) ?? []);
    items = campaigns.map((c) =>
      h('li', null, h('a', { attrs: { href: `#/campaign/${encodeURIComponent(m.id)}/${encodeURIComponent(c.id)}` } }, `${names.get(c.setting) ?? c.setting}, scene ${(c.state.sceneIndex ?? 0) + 1}`), h('span', { class: 'muted' }, ` · ${c.state.stage ?? ''}`)),
    );
  } catch (err) {
    items = [h('li', { class: 'muted' }, `Campaigns could not be loaded: ${failureText(err).message}`)];
  }
  const pick = h('select', { attrs: { 'aria-label': `Setting for ${m.name}'s new campaign`, 'data-testid': 'campaign-setting' } }, ...(offer?.settings ?? []).map((s) => h('option', { attrs: { value: s.id } }, `${s.name}: ${s.title}`)));
  const start = h('button', { class: 'primary', attrs: { type: 'button', 'data-testid': 'campaign-start' }, on: { click: () => void startCampaign(m, pick.value) } }, 'Start a campaign');
  return h('div', { class: 'mage-campaigns' }, h('ul', null, ...items), h('div', { class: 'row' }, pick, start));
}

async function renderMages(serial: number): Promise<void> {
  const mages = shadowSaved.mages();
  replace(el.status, mages.length ? '' : 'No mages in this browser yet: create one.');
  const items = await Promise.all(mages.map(async (m) => h('li', { class: 'saved-item', dataset: { mage: m.id } }, h('div', { class: 'saved-text' }, h('strong', null, m.name), await campaignsOf(m)))));
  if (serial !== routeSerial()) return;
  replace(el.list, ...items);
  el.list.dataset.loaded = 'true';
}

async function startCampaign(m: SavedMage, setting: string): Promise<void> {
  try {
    const c = await shadowApi.startCampaign(m.id, m.token, setting);
    go(`/campaign/${encodeURIComponent(m.id)}/${encodeURIComponent(c.id)}`);
  } catch (err) {
    replace(el.status, `Could not start the campaign: ${failureText(err).message}`);
  }
}

el.form.addEventListener('input', showPoints);
el.form.addEventListener('submit', (ev) => {
  ev.preventDefault();
  void (async () => {
    replace(el.error);
    const name = (el.form.elements.namedItem('name') as HTMLInputElement).value;
    try {
      const made = await shadowApi.createMage({ name, body: score('body'), mind: score('mind'), power: score('power'), path: el.paths.value, starter: el.starters.value });
      shadowSaved.addMage({ id: made.id, token: made.token, name: made.sheet.name });
      el.form.reset();
      showPoints();
      await renderMages(routeSerial());
    } catch (err) {
      replace(el.error, failureText(err).message);
    }
  })();
});
