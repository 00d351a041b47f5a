/**
 * The replay: a timeline to scrub, the board at the shown step (views fetched once per
 * step), what happened at it, the chat up to it, fork and export.
 */
import { api } from '../api.js';
import { renderBoard, renderLpBar, type BoardNames } from '../board.js';
import { ChatLog } from '../chat.js';
import { refreshCardDetails, watchCardDetails } from '../cardDetail.js';
import { bdi, byId, h, isolated, replace } from '../dom.js';
import { boardNames } from '../names.js';
import { go, routeSerial, type Screen } from '../router.js';
import { saved } from '../saved.js';
import { duelScreen } from './duel.js';
import { download, failureText, openPile, showView } from '../shell.js';
import type { DuelView, ReplayReport } from '../types.js';
import { clearJudge, placeJudge } from './judge.js';

const el = {
  view: byId('replay-view', HTMLElement),
  title: byId('replay-title', HTMLHeadingElement),
  verified: byId('replay-verified', HTMLSpanElement),
  note: byId('replay-note', HTMLParagraphElement),
  range: byId('replay-range', HTMLInputElement),
  first: byId('replay-first', HTMLButtonElement),
  prev: byId('replay-prev', HTMLButtonElement),
  next: byId('replay-next', HTMLButtonElement),
  last: byId('replay-last', HTMLButtonElement),
  stepLabel: byId('replay-step-label', HTMLParagraphElement),
  fork: byId('replay-fork', HTMLButtonElement),
  continue: byId('replay-continue', HTMLAnchorElement),
  exportJson: byId('replay-export-json', HTMLButtonElement),
  exportMd: byId('replay-export-md', HTMLButtonElement),
  board: byId('replay-board', HTMLDivElement),
  lpBar: byId('replay-lp-bar', HTMLDivElement),
  side: byId('replay-side', HTMLDivElement),
  events: byId('replay-events', HTMLUListElement),
  chat: byId('replay-chat', HTMLOListElement),
};

interface ReplayState {
  id: string;
  token: string;
  report: ReplayReport;
  step: number;
  views: Map<number, DuelView>;
  personaName: string;
  userName: string;
}

let replay: ReplayState | null = null;
const replayChat = new ChatLog(el.chat, { you: 'You', bot: 'Opponent' });
let scrubTimer: ReturnType<typeof setTimeout> | null = null;
let scrubSerial = 0;
watchCardDetails(el.board, () => (replay ? (replay.views.get(Number(el.view.dataset.shown)) ?? null) : null));

export const replayScreen: Screen & { open(id: string, step?: number): Promise<void> } = {
  leave(): void {
    replay = null;
  },
  open: openReplay,
};

function stepSummary(r: ReplayReport, step: number, names: BoardNames): string {
  if (step === 0) return `Step 0 of ${r.totalSteps}: the opening.`;
  const s = r.steps[step];
  if (!s) return `Step ${step} of ${r.totalSteps}`;
  const who = s.player === null ? '' : s.player === r.human ? `${isolated(names.you)}: ` : `${isolated(names.opponent)}: `;
  const first = s.lines.find((l) => l.trim() !== '') ?? s.action?.type ?? '';
  return `Step ${step} of ${r.totalSteps} · ${who}${first}`;
}

async function viewAt(r: ReplayState, step: number): Promise<DuelView | null> {
  const cached = r.views.get(step);
  if (cached) return cached;
  const report = await api.replay(r.id, r.token, step);
  if (!report.at) return null;
  r.views.set(step, report.at.view);
  return report.at.view;
}

/**
 * What had been said when the shown state stood (messages carry the number of actions
 * applied when they were written): at a step before the last, everything up to the user
 * message that led to the next action, i.e. the last user message written at this step.
 */
function renderChatUpTo(r: ReplayState, names: BoardNames): void {
  replayChat.clear();
  replayChat.names = { you: names.you, bot: r.personaName };
  for (const st of r.report.steps) {
    if (st.step > r.step) break;
    let messages = [...st.messages].sort((a, b) => a.seq - b.seq);
    if (st.step === r.step && r.step < r.report.totalSteps) {
      const next = messages.map((m) => m.role).lastIndexOf('user');
      if (next >= 0) messages = messages.slice(0, next);
    }
    for (const m of messages) {
      if (m.role === 'user') replayChat.user(m.text);
      else replayChat.bot(m.kind, m.text);
    }
  }
  replayChat.scrollToEnd();
}

function renderChrome(r: ReplayState): void {
  const names = boardNames(r.personaName, r.userName);
  el.range.max = String(r.report.totalSteps);
  el.range.value = String(r.step);
  el.range.setAttribute('aria-valuetext', `Step ${r.step} of ${r.report.totalSteps}`);
  el.first.disabled = el.prev.disabled = r.step <= 0;
  el.next.disabled = el.last.disabled = r.step >= r.report.totalSteps;
  replace(el.stepLabel, stepSummary(r.report, r.step, names));
  el.view.dataset.step = String(r.step);
  const s = r.report.steps[r.step];
  replace(el.events, ...(s && s.lines.length ? s.lines.map((l) => h('li', null, l)) : [h('li', { class: 'muted' }, 'Nothing shown at this step.')]));
  renderChatUpTo(r, names);
}

async function showStep(step: number, opts: { updateHash?: boolean } = {}): Promise<void> {
  const r = replay;
  if (!r) return;
  r.step = Math.max(0, Math.min(step, r.report.totalSteps));
  renderChrome(r);
  const serial = ++scrubSerial;
  el.board.classList.add('loading');
  try {
    const view = await viewAt(r, r.step);
    if (serial !== scrubSerial || replay !== r) return;
    el.view.dataset.shown = String(r.step);
    if (view) {
      renderBoard(el.board, view, boardNames(r.personaName, r.userName), { onPile: openPile });
      renderLpBar(el.lpBar, view, boardNames(r.personaName, r.userName));
    } else if (r.report.mismatch && r.step >= r.report.mismatch.step) {
      // Past the step where this engine leaves an older recording there is no board to show, only what was recorded.
      replace(el.lpBar);
      replace(el.board, h('p', { class: 'muted board-note' }, `No board from step ${r.report.mismatch.step} on: this engine reaches another state there, so the steps are shown as recorded (the event lines on the right).`));
    }
    refreshCardDetails(el.board);
  } catch (err) {
    if (serial !== scrubSerial) return;
    const f = failureText(err);
    replace(el.board, h('p', { class: 'form-error' }, `${f.message} (${f.code})`));
  } finally {
    if (serial === scrubSerial) el.board.classList.remove('loading');
  }
  if (opts.updateHash !== false) history.replaceState(null, '', `#/replay/${encodeURIComponent(r.id)}/${r.step}`);
}

function setTitle(r: ReplayState): void {
  replace(el.title, 'Replay: vs ', bdi(r.personaName), h('span', { class: 'muted title-extra' }, ` · ${r.report.format} · ${r.report.totalSteps} steps`));
  const recorded = r.report.recordedEngineVersion ? `engine ${r.report.recordedEngineVersion} · ` : '';
  const readOnly = !r.report.verified && !!r.report.note;
  replace(el.verified, `${recorded}${r.report.verified ? 'verified' : readOnly ? 'shown as recorded' : 'does not replay cleanly'}`);
  el.verified.className = `badge ${r.report.verified ? 'ok' : 'bad'}`;
  replace(el.note, r.report.note ?? '');
  el.continue.href = `#/duel/${encodeURIComponent(r.id)}`;
  el.continue.hidden = !!r.report.result || readOnly;
  el.fork.hidden = readOnly;
  document.title = `Replay vs ${isolated(r.personaName)} · Duel Companion`;
}

function clearReplay(): void {
  delete el.view.dataset.session;
  delete el.view.dataset.shown;
  replay = null;
  replace(el.board);
  replace(el.lpBar);
  replace(el.events);
  replayChat.clear();
  clearJudge();
}

async function openReplay(id: string, step?: number): Promise<void> {
  const serial = routeSerial();
  showView('replay');
  // In a replay the question is about the rules, not about the live duel.
  placeJudge(el.side, () => null);
  const entry = saved.session(id);
  if (!entry) {
    replay = null;
    replace(el.title, 'Replay not found');
    replace(el.board, h('p', { class: 'form-error' }, 'This browser does not hold the token of that duel.'));
    return;
  }
  if (replay?.id === id) {
    if (step !== undefined && step !== replay.step) await showStep(step, { updateHash: false });
    return;
  }
  clearReplay();
  replace(el.title, 'Loading the replay…');
  try {
    const [report, s] = await Promise.all([api.replay(id, entry.token), api.session(id, entry.token)]);
    if (serial !== routeSerial()) return;
    const personaName = s.persona?.name ?? entry.personaName ?? 'Opponent';
    replay = { id, token: entry.token, report, step: step ?? report.totalSteps, views: new Map(), personaName, userName: s.userName ?? 'Duelist' };
    setTitle(replay);
    await showStep(replay.step, { updateHash: step === undefined });
    el.view.dataset.session = id;
  } catch (err) {
    if (serial !== routeSerial()) return;
    replay = null;
    const f = failureText(err);
    replace(el.title, 'This replay cannot be opened');
    replace(el.board, h('p', { class: 'form-error' }, `${f.message} (${f.code})`));
  }
}

function scrubTo(step: number): void {
  if (!replay) return;
  if (scrubTimer) clearTimeout(scrubTimer);
  replay.step = step;
  renderChrome(replay);
  scrubTimer = setTimeout(() => {
    scrubTimer = null;
    void showStep(step);
  }, 120);
}

el.range.addEventListener('input', () => scrubTo(Number(el.range.value)));
el.first.addEventListener('click', () => void showStep(0));
el.prev.addEventListener('click', () => replay && void showStep(replay.step - 1));
el.next.addEventListener('click', () => replay && void showStep(replay.step + 1));
el.last.addEventListener('click', () => replay && void showStep(replay.report.totalSteps));

el.fork.addEventListener('click', () => {
  const r = replay;
  if (!r) return;
  el.fork.disabled = true;
  api
    .fork(r.id, r.token, r.step)
    .then((fork) => {
      saved.addSession({ id: fork.id, token: fork.token, createdAt: new Date().toISOString(), personaName: r.personaName, format: r.report.format, parentId: r.id, forkStep: fork.forkStep });
      // The label names the step actually forked; when that is not the step asked for, the chat says why.
      if (fork.forkStep !== r.step) duelScreen.notePicked(`You forked at step ${r.step}, in the middle of a move; the fork starts at step ${fork.forkStep}, the next moment it was your decision.`);
      go(`/duel/${encodeURIComponent(fork.id)}`);
    })
    .catch((err: unknown) => {
      const f = failureText(err);
      replace(el.stepLabel, `Could not fork: ${f.message}`);
    })
    .finally(() => {
      el.fork.disabled = false;
    });
});

function exportReplay(format: 'json' | 'md'): void {
  const r = replay;
  if (!r) return;
  api
    .exportFile(r.id, r.token, format)
    .then((blob) => download(blob, `${r.id}.${format}`))
    .catch((err: unknown) => replace(el.stepLabel, `Could not export: ${failureText(err).message}`));
}
el.exportJson.addEventListener('click', () => exportReplay('json'));
el.exportMd.addEventListener('click', () => exportReplay('md'));

// Arrow keys step the replay when focus is not in a field.
document.addEventListener('keydown', (ev) => {
  if (!replay || el.view.hidden || ev.altKey || ev.ctrlKey || ev.metaKey) return;
  const t = ev.target as HTMLElement | null;
  if (t && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.tagName === 'SELECT' || t.isContentEditable)) return;
  if (document.querySelector('dialog[open]')) return;
  if (ev.key === 'ArrowLeft') {
    ev.preventDefault();
    void showStep(replay.step - 1);
  } else if (ev.key === 'ArrowRight') {
    ev.preventDefault();
    void showStep(replay.step + 1);
  }
});
