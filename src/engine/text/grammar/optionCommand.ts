/** From an option to the command text that names it (what a button sends, and the history line). */
import { canSee, zoneRef } from '../describe.js';
import { cardName } from '../../zones.js';
import { toViewOptions } from '../../viewIds.js';
import type { DuelState, Option, PlayerId, Position } from '../../types.js';
import { parseCommand, type GrammarContext } from '../grammar.js';

// ------------------------------------------------------------------ optionCommand

export function posWord(p: Position): string {
  return p === 'attack' ? 'attack' : 'defense';
}

/** Candidate commands for an option, friendliest first: names where the speaker can see them, then zone references. */
export function commandCandidates(state: DuelState, player: PlayerId, option: Option): string[] {
  const a = option.action;
  const nm = (id: number): string | null => {
    const card = state.cards[id]!;
    const searching = a.type === 'choose' && card.location === 'deck' && card.owner === player;
    return searching || canSee(state, id, player) ? cardName(state, id) : null;
  };
  const ref = (id: number): string => zoneRef(state, id, player);
  const both = (ids: readonly number[], f: (ids: readonly string[]) => string): string[] => {
    const names = ids.map(nm);
    const out: string[] = [];
    if (names.every((n): n is string => n !== null)) out.push(f(names));
    out.push(f(ids.map(ref)));
    return out;
  };
  const list = (xs: readonly string[]): string => xs.join(' and ');
  switch (a.type) {
    case 'normal-summon':
    case 'set-monster': {
      const verb = a.type === 'normal-summon' ? 'summon' : 'set';
      if (a.tributes.length === 0) return both([a.card], ([c]) => `${verb} ${c}`);
      return both([...a.tributes, a.card], (xs) => `tribute ${list(xs.slice(0, -1))} to ${verb} ${xs[xs.length - 1]}`);
    }
    case 'special-summon': {
      const pos = `in ${posWord(a.position)}`;
      const cmds = a.choice.length
        ? both([...a.choice, a.card], (xs) => `special summon ${xs[xs.length - 1]} using ${list(xs.slice(0, -1))} ${pos}`)
        : both([a.card], ([c]) => `special summon ${c} ${pos}`);
      return cmds;
    }
    case 'flip-summon':
      return both([a.card], ([c]) => `flip ${c}`);
    case 'change-position': {
      const to = state.cards[a.card]!.position === 'attack' ? 'defense' : 'attack';
      return both([a.card], ([c]) => `${to} position ${c}`);
    }
    case 'attack':
      if (a.target === null) return both([a.attacker], ([c]) => `attack directly with ${c}`);
      return both([a.target, a.attacker], ([t, c]) => `attack ${t} with ${c}`);
    case 'discard':
      return both([a.card], ([c]) => `discard ${c}`);
    case 'set-spell-trap':
      return both([a.card], ([c]) => `set ${c}`);
    case 'activate':
      return both([a.card], ([c]) => `activate ${c}`);
    case 'choose': {
      if (a.done || a.pick === null) return ['done'];
      const pending = state.pending;
      if (pending?.kind === 'choose' && pending.labels) return [option.id];
      return both([a.pick], ([c]) => `choose ${c}`);
    }
    case 'answer':
      return [a.yes ? 'yes' : 'no'];
    case 'enter-battle':
      return ['battle'];
    case 'end-battle':
      return ['end battle'];
    case 'end-turn':
      return ['end turn'];
    case 'cancel-attack':
      return ['cancel attack'];
    case 'pass':
      return ['pass'];
    case 'surrender':
      return ['surrender'];
    case 'heart-of-the-cards': {
      const name = state.catalog[a.passcode]?.name;
      return name ? [`heart of the cards ${name.toLowerCase()}`] : ['heart of the cards'];
    }
  }
}

/**
 * The canonical command for one option: what a button sends. Names are used where they
 * are unambiguous, zone references otherwise; parsing the result always gives back this
 * exact option (the option id is the last resort, and the parser accepts ids).
 */
export function optionCommand(state: DuelState, player: PlayerId, option: Option, context?: GrammarContext): string {
  for (const text of commandCandidates(state, player, option)) {
    const r = parseCommand(state, player, text, context);
    if (r.kind === 'option' && r.option.id === option.id) return text;
  }
  // The id as the player is shown it: hidden cards by opaque id.
  return toViewOptions(state, [option], player)[0]!.id;
}
