/**
 * What every screen shares: which view shows, the boot line, errors as text, files in and
 * out, and the dialog that lists a pile (Graveyard, banished cards, Extra Deck).
 */
import { ApiFailure } from './api.js';
import { pileList } from './board.js';
import { byId, h, replace } from './dom.js';
import type { CardView } from './types.js';

const el = {
  boot: byId('boot-status', HTMLParagraphElement),
  homeView: byId('home-view', HTMLElement),
  duelView: byId('duel-view', HTMLElement),
  replayView: byId('replay-view', HTMLElement),
  shadowView: byId('shadow-view', HTMLElement),
  campaignView: byId('campaign-view', HTMLElement),
  pileDialog: byId('pile-dialog', HTMLDialogElement),
  pileTitle: byId('pile-title', HTMLHeadingElement),
  pileBody: byId('pile-body', HTMLDivElement),
  pileClose: byId('pile-close', HTMLButtonElement),
};

export type ViewName = 'home' | 'duel' | 'replay' | 'shadow' | 'campaign';

export function failureText(err: unknown): { code: string; message: string } {
  if (err instanceof ApiFailure) return { code: err.code, message: err.message };
  return { code: 'PAGE_ERROR', message: err instanceof Error ? err.message : String(err) };
}

export function showView(which: ViewName): void {
  el.boot.hidden = true;
  el.homeView.hidden = which !== 'home';
  el.duelView.hidden = which !== 'duel';
  el.replayView.hidden = which !== 'replay';
  el.shadowView.hidden = which !== 'shadow';
  el.campaignView.hidden = which !== 'campaign';
  document.body.dataset.view = which;
}

export function bootMessage(text: string): void {
  el.boot.hidden = false;
  replace(el.boot, text);
}

export function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = h('a', { attrs: { href: url, download: name } });
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export async function readFileBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function openPile(title: string, cards: readonly CardView[]): void {
  replace(el.pileTitle, `${title} (${cards.length})`);
  replace(el.pileBody, pileList(cards));
  el.pileDialog.showModal();
}

el.pileClose.addEventListener('click', () => el.pileDialog.close());

/** A cited rule opens its text from the rules reference (in the pile dialog). */
async function openRule(ids: readonly string[]): Promise<void> {
  const sections: HTMLElement[] = [];
  for (const id of ids.slice(0, 3)) {
    try {
      const res = await fetch(`/assets/rule.json?id=${encodeURIComponent(id)}`, { headers: { Accept: 'application/json' } });
      const body = (await res.json()) as { id?: string; title?: string; body?: string; error?: { message?: string } };
      sections.push(h('section', { class: 'rule-text' }, h('h3', null, `${body.title ?? id} `, h('code', null, id)), h('p', null, body.body ?? body.error?.message ?? '')));
    } catch {
      sections.push(h('p', null, `The rule ${id} could not be read.`));
    }
  }
  replace(el.pileTitle, ids.length === 1 ? 'The rule' : 'The rules');
  replace(el.pileBody, ...sections);
  if (!el.pileDialog.open) el.pileDialog.showModal();
}

document.addEventListener('click', (ev) => {
  const cite = (ev.target as Element | null)?.closest?.('button.rule-cite');
  const ids = cite?.getAttribute('data-rules')?.split(',').filter(Boolean) ?? [];
  if (ids.length) void openRule(ids);
});
