/**
 * A tiny element builder. Text only ever goes in as text nodes (or `textContent`), never
 * as HTML: whatever a user, a character card or a model wrote shows literally.
 */
export type Child = Node | string | number | null | undefined | false;

export interface Props {
  class?: string;
  /** Attributes set with setAttribute (values are plain strings, never markup). */
  attrs?: Record<string, string | number | boolean | null | undefined>;
  dataset?: Record<string, string>;
  on?: { [K in keyof HTMLElementEventMap]?: (ev: HTMLElementEventMap[K]) => void };
}

export function h<K extends keyof HTMLElementTagNameMap>(tag: K, props: Props | null = null, ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  if (props) {
    if (props.class) el.className = props.class;
    if (props.attrs) {
      for (const [k, v] of Object.entries(props.attrs)) {
        if (v === null || v === undefined || v === false) continue;
        el.setAttribute(k, v === true ? '' : String(v));
      }
    }
    if (props.dataset) for (const [k, v] of Object.entries(props.dataset)) el.dataset[k] = v;
    if (props.on) {
      for (const [k, fn] of Object.entries(props.on)) if (fn) el.addEventListener(k, fn as EventListener);
    }
  }
  append(el, ...children);
  return el;
}

export function append(parent: Node, ...children: Child[]): void {
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    parent.appendChild(typeof c === 'string' || typeof c === 'number' ? document.createTextNode(String(c)) : c);
  }
}

/** Replaces an element's children. */
export function replace(parent: Element, ...children: Child[]): void {
  parent.replaceChildren();
  append(parent, ...children);
}

export function byId<T extends HTMLElement>(id: string, type: { new (): T }): T {
  const el = document.getElementById(id);
  if (!(el instanceof type)) throw new Error(`the page has no #${id} of the expected kind`);
  return el;
}

/**
 * Text as people write it in chat: `*does something*` (a character card's actions) in
 * italics, rule citations ("(rule summon.tribute)", "(trap.normal)", "[deck.extra]") highlighted. Still
 * text nodes only: the markers are found with a regular expression, never parsed as HTML.
 */
export function citedText(text: string): Node {
  const frag = document.createDocumentFragment();
  const re = /\((?:rules?\s+)?[a-z][a-z0-9-]*(?:\.[a-z0-9-]+)+(?:,\s*[a-z][a-z0-9-]*(?:\.[a-z0-9-]+)+)*\)|\[[a-z][a-z0-9-]*(?:\.[a-z0-9-]+)+\]|\*[^*\n]{1,400}\*/gi;
  let last = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m.index > last) frag.appendChild(document.createTextNode(text.slice(last, m.index)));
    const found = m[0];
    if (found.startsWith('*')) frag.appendChild(h('em', { class: 'action' }, found.slice(1, -1)));
    else {
      // A cited rule is a link to its text (shell.ts opens it): each id in the citation.
      const ids = [...found.matchAll(/[a-z][a-z0-9-]*(?:\.[a-z0-9-]+)+/gi)].map((r) => r[0]).filter((id) => !/^rules?$/i.test(id));
      frag.appendChild(h('button', { class: 'rule-cite', attrs: { type: 'button', title: 'Read this rule', 'data-rules': ids.join(',') } }, found));
    }
    last = m.index + found.length;
  }
  if (last < text.length) frag.appendChild(document.createTextNode(text.slice(last)));
  return frag;
}

/**
 * User text (names, persona names, messages) set apart from the text around it, so a
 * right-to-left override inside a name cannot turn the rest of a heading around.
 * `bdi` for elements; `isolated` (FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE) for plain
 * strings such as the document title and labels.
 */
export function bdi(text: string): HTMLElement {
  return h('bdi', null, text);
}

/** Right-to-left letters and the invisible direction marks and overrides. */
const BIDI = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u200E\u200F\u202A-\u202E\u2066-\u2069\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u;

/** Plain text needs the isolate marks only when it holds something that changes direction (the marks stay invisible but copy along). */
export function isolated(text: string): string {
  return BIDI.test(text) ? `\u2068${text}\u2069` : text;
}

/**
 * Sets the given names apart wherever they occur in the text under `root` (a persona's or
 * a player's name inside a message the service wrote around it). Only names that hold a
 * direction change need it; the text stays text nodes.
 */
export function isolateNames<T extends Node>(root: T, names: readonly string[]): T {
  const risky = names.filter((n) => n && BIDI.test(n));
  if (risky.length === 0) return root;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) if (!(n.parentElement instanceof HTMLElement && n.parentElement.tagName === 'BDI')) texts.push(n as Text);
  for (const t of texts) {
    const value = t.data;
    const parts: (string | HTMLElement)[] = [];
    let rest = value;
    for (;;) {
      let at = -1;
      let name = '';
      for (const r of risky) {
        const i = rest.indexOf(r);
        if (i >= 0 && (at < 0 || i < at)) [at, name] = [i, r];
      }
      if (at < 0) break;
      if (at > 0) parts.push(rest.slice(0, at));
      parts.push(bdi(name));
      rest = rest.slice(at + name.length);
    }
    if (parts.length === 0) continue;
    if (rest) parts.push(rest);
    t.replaceWith(...parts);
  }
  return root;
}
