/**
 * The human's legal options as buttons, grouped by the card they use. A button sends the
 * option's id; the service plays it through the same command the grammar reads (the
 * command is shown on the button, so clicking also teaches what to type).
 */
import { cardLabel, cardsById } from './board.js';
import { h, replace } from './dom.js';
import type { DuelView, OptionChoice } from './types.js';

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
  replace(
    container,
    ...groups.map((g) =>
      h(
        'div',
        { class: `option-group${g.key === 'turn' ? ' turn' : ''}`, attrs: { role: 'group', 'aria-label': g.title }, dataset: { group: g.key, ...(g.card !== null ? { card: String(g.card) } : {}) } },
        h('h3', { class: 'option-group-title' }, g.title),
        h(
          'div',
          { class: 'option-buttons' },
          ...g.options.map((o) =>
            h(
              'button',
              {
                class: 'option',
                attrs: { type: 'button', disabled: state.busy, title: `Sends: ${o.command}`, 'data-option': o.id },
                on: { click: () => onPick(o) },
              },
              h('span', { class: 'option-label' }, o.label),
              h('code', { class: 'option-command' }, o.command),
            ),
          ),
        ),
      ),
    ),
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
