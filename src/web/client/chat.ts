/**
 * The chat log: your messages, the persona's replies as they stream in (chunks of one
 * message join one bubble), the engine's event lines, rules answers and refusals with
 * their rule cited. Every text goes in as text.
 */
import { bdi, citedText, h, isolateNames, replace } from './dom.js';

export interface ChatNames {
  you: string;
  bot: string;
}

export type BotKind = 'greeting' | 'banner' | 'reply' | 'narration' | 'answer' | 'info' | string;

/** Replies that name a rule after a refusal read as refusals. */
const REFUSAL = /\(rule [a-z0-9-]+(?:\.[a-z0-9-]+)+\)\s*$/i;

export class ChatLog {
  private readonly list: HTMLOListElement;
  names: ChatNames;

  constructor(list: HTMLOListElement, names: ChatNames) {
    this.list = list;
    this.names = names;
  }

  clear(): void {
    replace(this.list);
  }

  private add(li: HTMLLIElement): HTMLLIElement {
    const scroller = this.list.parentElement;
    const atBottom = !scroller || scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight < 80;
    this.list.appendChild(li);
    if (atBottom && scroller) scroller.scrollTop = scroller.scrollHeight;
    return li;
  }

  scrollToEnd(): void {
    const scroller = this.list.parentElement;
    if (scroller) scroller.scrollTop = scroller.scrollHeight;
  }

  user(text: string, how: 'typed' | 'clicked' = 'typed'): void {
    this.add(
      h(
        'li',
        { class: `msg user ${how}` },
        h('span', { class: 'who' }, bdi(this.names.you), how === 'clicked' ? ' (clicked)' : ''),
        h('p', { class: 'body', attrs: { dir: 'auto' } }, text),
      ),
    );
  }

  /** A finished bot message (from the saved history). */
  bot(kind: BotKind, text: string): HTMLLIElement {
    const li = h('li', { class: `msg bot ${kind}${kind === 'reply' && REFUSAL.test(text) ? ' refusal' : ''}` }, h('span', { class: 'who' }, this.who(kind)), h('p', { class: 'body', attrs: { dir: 'auto' } }, this.rich(text)));
    return this.add(li);
  }

  note(text: string): void {
    this.add(h('li', { class: 'msg note' }, h('p', { class: 'body' }, text)));
  }

  error(code: string, message: string): void {
    this.add(
      h(
        'li',
        // The code stays out of sight (tests and tools read it from data-code): players read the message.
        { class: 'msg error', attrs: { role: 'alert', 'data-code': code } },
        h('span', { class: 'who' }, code === 'MODEL_UNAVAILABLE' ? 'Notice' : 'Not done'),
        h('p', { class: 'body' }, citedText(message)),
      ),
    );
  }

  events(lines: readonly string[]): void {
    if (lines.length === 0) return;
    this.add(h('li', { class: 'msg events' }, h('ul', { class: 'event-lines' }, ...lines.map((l) => h('li', null, l)))));
  }

  /** A message from the service: rule citations marked, the players' names set apart. */
  rich(text: string): Node {
    return isolateNames(citedText(text), [this.names.bot, this.names.you]);
  }

  who(kind: BotKind): Node {
    const frag = document.createDocumentFragment();
    if (kind === 'answer') frag.append('Rules judge');
    else if (kind === 'info' || kind === 'banner') frag.append('Table');
    else frag.append(bdi(this.names.bot), kind === 'narration' ? ' · narration' : '');
    return frag;
  }

  /** A reply being streamed. */
  beginReply(): ReplyWriter {
    return new ReplyWriter(this, (li) => this.add(li));
  }
}

export class ReplyWriter {
  private readonly bubbles = new Map<number, { li: HTMLLIElement; body: HTMLElement; text: string }>();
  private eventList: HTMLUListElement | null = null;
  private thinking: HTMLLIElement | null;

  constructor(
    private readonly log: ChatLog,
    private readonly add: (li: HTMLLIElement) => HTMLLIElement,
  ) {
    this.thinking = this.add(h('li', { class: 'msg thinking', attrs: { 'aria-label': 'Waiting for the reply' } }, h('span', { class: 'dots' }, bdi(log.names.bot), ' is thinking')));
  }

  private settle(): void {
    if (this.thinking) {
      this.thinking.remove();
      this.thinking = null;
    }
  }

  text(message: number, role: BotKind, text: string): void {
    this.settle();
    this.eventList = null;
    let b = this.bubbles.get(message);
    if (!b) {
      const body = h('p', { class: 'body', attrs: { dir: 'auto' } });
      const li = h('li', { class: `msg bot ${role} streaming` }, h('span', { class: 'who' }, this.log.who(role)), body);
      b = { li, body, text: '' };
      this.bubbles.set(message, b);
      this.add(li);
    }
    b.text += text;
    replace(b.body, this.log.rich(b.text));
    if (role === 'reply' && REFUSAL.test(b.text)) b.li.classList.add('refusal');
    this.log.scrollToEnd();
  }

  event(text: string | null): void {
    if (text === null || text === '') return;
    this.settle();
    if (!this.eventList) {
      this.eventList = h('ul', { class: 'event-lines' });
      this.add(h('li', { class: 'msg events' }, this.eventList));
    }
    this.eventList.appendChild(h('li', null, text));
    this.log.scrollToEnd();
  }

  error(code: string, message: string): void {
    this.settle();
    this.eventList = null;
    this.log.error(code, message);
  }

  end(): void {
    this.settle();
    for (const b of this.bubbles.values()) b.li.classList.remove('streaming');
  }
}
