/**
 * The human's legal options as buttons, grouped by the card they use. A button sends the
 * option's id; the service plays it through the same command the grammar reads (a command
 * a player would type is shown on the button, so clicking also teaches what to type). A
 * choice names its question once, above buttons that show each card: a thumbnail of its
 * frame, attribute and Level, its name and stats.
 */
import { cardFace, cardLabel, cardsById, frameOf } from './board.js';
import { factsOf } from './cardFacts.js';
import { h, replace } from './dom.js';
import type { CardView, DuelView, OptionChoice } from './types.js';

/** An option's words without the question they answer ("Last Will: pick a monster: Kuriboh" under that question is "Kuriboh"). */
export function choiceText(option: OptionChoice, view: DuelView | null): string {
  const prompt = view?.pending?.prompt;
  // A yes/no option is labelled "Yes: <the question>": under the question, "Yes" says it all.
  const answer = /^(Yes|No): (.*)$/s.exec(option.label);
  if (prompt && answer && answer[2] === prompt) return answer[1]!;
  return prompt && option.label.startsWith(`${prompt}: `) ? option.label.slice(prompt.length + 2) : option.label;
}

/** The card a choice picks, as the board would draw it: from the view when it is there, else from its printed facts. */
function choiceCard(option: OptionChoice, view: DuelView | null, lookup: Map<number, { card: CardView; ref: string }>): CardView | null {
  const m = /^choose:(\d+)$/.exec(option.id);
  const onBoard = m ? lookup.get(Number(m[1])) : undefined;
  if (onBoard?.card.known) return onBoard.card;
  if (option.passcode === undefined) return null;
  const facts = factsOf(option.passcode);
  const monster = facts ? facts.frame !== 'spell' && facts.frame !== 'trap' : false;
  return {
    id: -1,
    known: true,
    passcode: option.passcode,
    name: facts?.name ?? choiceText(option, view),
    kind: facts ? (monster ? 'monster' : facts.frame) : undefined,
    ...(monster && facts ? { level: facts.level ?? undefined, atk: facts.atk ?? undefined, def: facts.def ?? undefined } : {}),
  };
}

/** A small drawing of the card beside its name and stats. */
function thumbnail(card: CardView): HTMLElement {
  return h('span', { class: `option-thumb card frame-${frameOf(card)} ${card.kind ?? ''}`, attrs: { 'aria-hidden': 'true' } }, h('span', { class: 'card-top' }, ...cardFace(card, true)));
}

function cardChoiceBody(option: OptionChoice, card: CardView, view: DuelView | null): HTMLElement[] {
  const stats = card.kind === 'monster' ? `${card.atk ?? '?'} ATK / ${card.def ?? '?'} DEF` : card.kind === 'spell' ? 'Spell' : card.kind === 'trap' ? 'Trap' : '';
  return [
    thumbnail(card),
    h('span', { class: 'option-card-text' }, h('span', { class: 'option-label' }, card.name ?? choiceText(option, view)), stats ? h('span', { class: 'option-stats' }, stats) : null),
  ];
}

/** A command worth showing on a button: words a player would type, never an option id. */
function typedCommand(option: OptionChoice): string | null {
  return option.command !== option.id && !option.command.includes(':') ? option.command : null;
}

/** The card an option uses, read from its engine id (`summon:12`, `activate:7:e1`, `attack:3:9`...). */
export function optionCard(option: OptionChoice): number | null {
  const m = /^(?:summon|set|flip|pos|set-st|activate|attack|discard|ss:[^:]+):(\d+)(?::|$)/.exec(option.id);
  return m ? Number(m[1]) : null;
}

export interface OptionGroup {
  key: string;
  title: string;
  card: number | null;
  options: OptionChoice[];
}

export function groupOptions(options: readonly OptionChoice[], view: DuelView | null): OptionGroup[] {
  const lookup = view ? cardsById(view) : new Map();
  const groups = new Map<string, OptionGroup>();
  const choosing = view?.pending?.kind === 'choose' && view.pending.player === view.viewer;
  for (const option of options) {
    let key: string;
    let title: string;
    let card: number | null = null;
    if (/^choose:/.test(option.id) || choosing) {
      key = 'choose';
      title = view?.pending?.prompt ?? 'Choose';
    } else if (/^(?:yes|no)$/.test(option.id)) {
      key = 'answer';
      title = view?.pending?.prompt ?? 'Yes or no';
    } else {
      card = optionCard(option);
      if (card === null) {
        key = 'turn';
        title = 'Turn';
      } else {
        key = `card:${card}`;
        const found = lookup.get(card);
        title = found ? `${cardLabel(found.card)} (${found.ref})` : `Card ${card}`;
      }
    }
    let group = groups.get(key);
    if (!group) {
      group = { key, title, card, options: [] };
      groups.set(key, group);
    }
    group.options.push(option);
  }
  // Cards first (in the order the engine lists them), the turn's own moves last.
  const list = [...groups.values()];
  return [...list.filter((g) => g.key !== 'turn'), ...list.filter((g) => g.key === 'turn')];
}

export interface OptionsPanelState {
  options: readonly OptionChoice[];
  view: DuelView | null;
  busy: boolean;
  /** Shown when there are no options. */
  idle: string;
}

export function renderOptions(container: HTMLElement, state: OptionsPanelState, onPick: (option: OptionChoice) => void): void {
  if (state.options.length === 0) {
    replace(container, h('p', { class: 'muted options-idle' }, state.idle));
    return;
  }
  const groups = groupOptions(state.options, state.view);
  const lookup = state.view ? cardsById(state.view) : new Map<number, { card: CardView; ref: string }>();
  const button = (o: OptionChoice, question: boolean): HTMLElement => {
    const card = question ? choiceCard(o, state.view, lookup) : null;
    const command = typedCommand(o);
    return h(
      'button',
      {
        class: `option${card ? ' card-choice' : ''}`,
        attrs: { type: 'button', disabled: state.busy, title: command ? `Sends: ${command}` : choiceText(o, state.view), 'data-option': o.id },
        on: { click: () => onPick(o) },
      },
      ...(card ? cardChoiceBody(o, card, state.view) : [h('span', { class: 'option-label' }, question ? choiceText(o, state.view) : o.label)]),
      command && !question ? h('code', { class: 'option-command' }, command) : null,
    );
  };
  replace(
    container,
    ...groups.map((g) => {
      const question = g.key === 'choose' || g.key === 'answer';
      return h(
        'div',
        { class: `option-group${g.key === 'turn' ? ' turn' : ''}${question ? ' question' : ''}`, attrs: { role: 'group', 'aria-label': g.title }, dataset: { group: g.key, ...(g.card !== null ? { card: String(g.card) } : {}) } },
        h('h3', { class: 'option-group-title' }, g.title),
        h('div', { class: 'option-buttons' }, ...g.options.map((o) => button(o, question))),
      );
    }),
  );
}

/** Moves focus to a card's option group (clicking a card on the board). */
export function focusCardOptions(container: HTMLElement, card: number): boolean {
  const group = container.querySelector<HTMLElement>(`[data-card="${card}"]`);
  const button = group?.querySelector<HTMLButtonElement>('button.option');
  if (!group || !button) return false;
  for (const g of container.querySelectorAll('.option-group.flash')) g.classList.remove('flash');
  group.classList.add('flash');
  group.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  button.focus();
  return true;
}
