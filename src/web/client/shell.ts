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
  pileDialog: byId('pile-dialog', HTMLDialogElement),
  pileTitle: byId('pile-title', HTMLHeadingElement),
  pileBody: byId('pile-body', HTMLDivElement),
  pileClose: byId('pile-close', HTMLButtonElement),
};

export type ViewName = 'home' | 'duel' | 'replay';

export function failureText(err: unknown): { code: string; message: string } {
  if (err instanceof ApiFailure) return { code: err.code, message: err.message };
  return { code: 'PAGE_ERROR', message: err instanceof Error ? err.message : String(err) };
}

export function showView(which: ViewName): void {
  el.boot.hidden = true;
  el.homeView.hidden = which !== 'home';
  el.duelView.hidden = which !== 'duel';
  el.replayView.hidden = which !== 'replay';
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
