/**
 * A pending decision said in words: whenever the engine waits on the human for anything
 * but a free Main/Battle Phase command (a response window, a target, a position, yes or
 * no, a discard), the chat and the status lines say what is asked, with the options
 * numbered. A free command needs no question: the player says what they want to do.
 */
import { cardName } from '../engine/zones.js';
import type { DuelState, Option, PlayerId } from '../engine/types.js';

/** Whether the human owes an answer to a question (not a free Main/Battle Phase command). */
export function isAsked(state: DuelState, human: PlayerId): boolean {
  const p = state.pending;
  return !state.result && p !== null && p.player === human && p.kind !== 'main' && p.kind !== 'battle';
}

const WINDOW_WORDS: Record<string, string> = {
  summoned: 'A monster was just summoned',
  'attack-declared': 'An attack was just declared',
  'damage-step': 'It is the Damage Step',
  'after-damage': 'Damage was just dealt',
  'damage-start': 'The Damage Step begins',
  'damage-calc': 'It is damage calculation',
  'damage-end': 'The Damage Step is ending',
  'phase-end': 'The phase is about to end',
  summoning: 'A monster is being summoned; only a card that negates the Summon can answer',
  open: 'You may act now',
};

/** What is asked of the human, in one sentence; null when nothing is asked. */
export function askedText(state: DuelState, human: PlayerId): string | null {
  if (!isAsked(state, human)) return null;
  const p = state.pending!;
  switch (p.kind) {
    case 'respond': {
      const top = state.chain[state.chain.length - 1];
      if (top) {
        const whose = top.player === human ? 'your' : "your opponent's";
        return `Respond to ${whose} ${cardName(state, top.card)}, or pass (let it resolve)?`;
      }
      return `${WINDOW_WORDS[p.window] ?? 'You may respond'}: respond with a card, or pass?`;
    }
    case 'choose':
      return p.max > 1 ? `${p.prompt} (pick ${p.min === p.max ? p.min : `${p.min} to ${p.max}`})` : p.prompt;
    case 'yes-no':
      return `${p.prompt} (yes or no)`;
    case 'discard':
      return `Your hand is over the limit: discard ${p.count} card${p.count === 1 ? '' : 's'}.`;
    case 'replay':
      return 'The attack target changed: pick a new target, or stop the attack.';
    default:
      return null;
  }
}

/**
 * An option's label without the question it answers: the engine labels a choice
 * "Time Wizard: call the coin toss: Heads"; beside the question that is "Heads".
 */
export function choiceLabel(state: DuelState, option: Option): string {
  const p = state.pending;
  // A yes/no option is labelled "Yes: <the question>": beside the question, "Yes" says it all.
  if (p?.kind === 'yes-no') {
    const answer = /^(Yes|No): (.*)$/s.exec(option.label);
    if (answer && answer[2] === p.prompt) return answer[1]!;
  }
  const prompt = p && (p.kind === 'choose' || p.kind === 'yes-no') ? `${p.prompt}: ` : null;
  return prompt && option.label.startsWith(prompt) ? option.label.slice(prompt.length) : option.label;
}

/** The question named once, its options numbered under it by their own words (the number or the name answers it). */
export function askedWithOptions(state: DuelState, human: PlayerId, options: readonly Option[]): string | null {
  const asked = askedText(state, human);
  if (!asked) return null;
  const lines = [asked];
  options.forEach((o, i) => lines.push(`  ${i + 1}. ${choiceLabel(state, o)}`));
  return lines.join('\n');
}

/** The passcode of the card a choice picks, only when the option's label already names that card (nothing more is told). */
export function pickedCard(state: DuelState, option: Option): number | null {
  if (option.action.type !== 'choose' || option.action.pick === null || option.action.pick === undefined) return null;
  const card = state.cards[option.action.pick];
  const name = card ? state.catalog[card.passcode]?.name : undefined;
  return card && name && option.label.endsWith(name) ? card.passcode : null;
}
