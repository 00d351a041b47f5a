/** Home: the duels this browser saved, with play on, replay, delete and import. */
import { api } from '../api.js';
import { bdi, byId, h, isolated, replace } from '../dom.js';
import { duelTitleParts, shortDate } from '../names.js';
import { routeSerial, type Screen } from '../router.js';
import { saved, type SavedSession } from '../saved.js';
import { failureText, showView } from '../shell.js';
import type { SessionSummary } from '../types.js';

const el = {
  savedList: byId('saved-list', HTMLUListElement),
  savedStatus: byId('saved-status', HTMLParagraphElement),
  importFile: byId('import-file', HTMLInputElement),
};

export const homeScreen: Screen & { open(): Promise<void> } = {
  leave(): void {},
  async open(): Promise<void> {
    const serial = routeSerial();
    showView('home');
    document.title = 'Duel Companion';
    await renderSavedList(serial);
  },
};

function resultText(sum: SessionSummary | undefined): string {
  if (!sum) return 'not on this server any more';
  if (!sum.finished) return 'in progress';
  const r = sum.result;
  return `finished${r ? (r.winner === null ? ' (draw)' : r.winner === 0 ? ' (you won)' : ' (you lost)') : ''}`;
}

/** "Starter Deck: Yugi vs Kip (Starter Deck: Kaiba) · 24 Nov 2026, 11:40": the decks and the date. */
function savedTitle(s: SavedSession, sum: SessionSummary | undefined): { el: HTMLElement; text: string } {
  const when = shortDate(s.createdAt);
  const personaName = sum?.personaName ?? s.personaName ?? 'the opponent';
  const t = duelTitleParts(sum ? { personaName, deckName: sum.deckName, botDeckName: sum.botDeckName } : { personaName });
  const text = `${t.yours} vs ${isolated(t.persona)}${t.theirs ? ` (${t.theirs})` : ''}${when ? ` · ${when}` : ''}`;
  const el = h(
    'strong',
    { class: 'saved-title' },
    `${t.yours} vs `,
    bdi(t.persona),
    t.theirs ? ` (${t.theirs})` : '',
    when ? h('span', { class: 'saved-date' }, ' · ', h('time', { attrs: { datetime: s.createdAt } }, when)) : null,
  );
  return { el, text };
}

/** "engine 0.2.0 · verified": which engine recorded the duel and what this one made of it. */
function engineMark(sum: SessionSummary | undefined): HTMLElement | null {
  if (!sum?.engineVersion) return null;
  const mark = sum.verified ? 'verified' : sum.replayOnly ? 'replay only' : 'does not open';
  return h('span', { class: `badge engine-mark ${sum.verified ? 'ok' : 'bad'}`, attrs: { title: sum.note ?? `Recorded by engine ${sum.engineVersion}; every step verified.` } }, `engine ${sum.engineVersion} · ${mark}`);
}

function savedItem(s: SavedSession, sum: SessionSummary | undefined): HTMLLIElement {
  const title = savedTitle(s, sum);
  const facts = [sum?.format ?? s.format, sum ? `${sum.actionCount} steps` : null, resultText(sum), sum?.origin === 'forked' ? 'fork' : sum?.origin === 'imported' ? 'imported' : null]
    .filter(Boolean)
    .join(' · ');
  const playable = sum && !sum.finished && !sum.replayOnly;
  return h(
    'li',
    { class: 'saved-item', dataset: { session: s.id } },
    h(
      'div',
      { class: 'saved-text' },
      title.el,
      h('span', { class: 'muted' }, facts, ' ', engineMark(sum)),
      sum?.note ? h('span', { class: 'muted small saved-note' }, sum.note) : null,
      h('code', { class: 'muted small' }, s.id),
    ),
    h(
      'div',
      { class: 'saved-buttons' },
      playable ? h('a', { class: 'button', attrs: { href: `#/duel/${encodeURIComponent(s.id)}` } }, 'Play on') : null,
      sum ? h('a', { class: 'button', attrs: { href: `#/replay/${encodeURIComponent(s.id)}` } }, 'Replay') : null,
      h(
        'button',
        { attrs: { type: 'button', 'aria-label': `Delete the duel ${title.text}` }, on: { click: () => void deleteSaved(s, !!sum) } },
        sum ? 'Delete' : 'Forget',
      ),
    ),
  );
}

async function renderSavedList(serial = routeSerial()): Promise<void> {
  const list = saved.sessions();
  if (list.length === 0) {
    replace(el.savedList);
    replace(el.savedStatus, 'No saved duels in this browser yet.');
    return;
  }
  // The list of a previous visit is not left on screen while the fresh one loads.
  delete el.savedList.dataset.loaded;
  replace(el.savedList);
  replace(el.savedStatus, 'Loading…');
  let summaries = new Map<string, SessionSummary>();
  try {
    const answer = await api.list(list.map((s) => s.token));
    summaries = new Map(answer.sessions.map((s) => [s.id, s]));
  } catch (err) {
    replace(el.savedStatus, `Could not load the list: ${failureText(err).message}`);
  }
  if (serial !== routeSerial()) return;
  replace(el.savedStatus, `${list.length} duel${list.length === 1 ? '' : 's'}.`);
  replace(el.savedList, ...list.map((s) => savedItem(s, summaries.get(s.id))));
  el.savedList.dataset.loaded = 'true';
}

async function deleteSaved(s: SavedSession, onServer: boolean): Promise<void> {
  if (onServer && !confirm('Delete this duel for good? Its replay goes with it.')) return;
  try {
    if (onServer) await api.remove(s.id, s.token);
  } catch (err) {
    const f = failureText(err);
    if (f.code !== 'NOT_FOUND') {
      replace(el.savedStatus, `Could not delete: ${f.message}`);
      return;
    }
  }
  saved.forgetSession(s.id);
  await renderSavedList();
}

el.importFile.addEventListener('change', () => {
  const file = el.importFile.files?.[0];
  if (!file) return;
  void (async () => {
    try {
      const data: unknown = JSON.parse(await file.text());
      const created = await api.importSession(data);
      saved.addSession({ id: created.id, token: created.token, createdAt: new Date().toISOString() });
      replace(el.savedStatus, 'Imported.');
      await renderSavedList();
    } catch (err) {
      replace(el.savedStatus, `Could not import: ${err instanceof SyntaxError ? 'the file is not JSON.' : failureText(err).message}`);
    } finally {
      el.importFile.value = '';
    }
  })();
});
