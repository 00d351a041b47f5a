/**
 * A move named on a card the player cannot use at all: "summon dark magician" with Dark
 * Magician still in the Deck, "equip the sword" with no sword anywhere in sight. The
 * answer is the reason (the card is not in hand or on the field), not a list of other
 * moves. Names are read from every card the game knows, the duel's catalog and the nickname table;
 * saying a card is not in the player's own hand or field reveals nothing hidden.
 */
import type { DuelState } from '../../engine/types.js';
import { aliasTable } from './aliases.js';
import { normalizeName, type BoardWords } from './board.js';

/** A clause that asks for a move with a card. */
const MOVE_VERB = /(?:^|[,.;:!?]\s*|\b(?:and|then) )(?:summon|special summon|set|activate|tribute|equip|attack with|discard|flip summon|flip|use|play|chain)\s+(.+)$/;

const namesOfDuel = new WeakMap<DuelState['catalog'], Map<string, string>>();

function duelNames(state: DuelState, known: readonly string[]): Map<string, string> {
  let names = namesOfDuel.get(state.catalog);
  if (!names) {
    names = new Map([...known, ...Object.values(state.catalog).map((f) => f.name)].map((n) => [normalizeName(n), n]));
    namesOfDuel.set(state.catalog, names);
  }
  return names;
}

/** The card names a phrase says, as whole names or nicknames (longest first), of cards in this duel. */
function namesIn(phrase: string, state: DuelState, known: readonly string[]): string[] {
  const words = ` ${normalizeName(phrase)} `;
  const names = duelNames(state, known);
  const out: string[] = [];
  for (const [norm, name] of names) if (words.includes(` ${norm} `)) out.push(name);
  if (out.length) return out;
  for (const [alias, cards] of aliasTable()) {
    if (!words.includes(` ${alias} `)) continue;
    out.push(...cards.filter((c) => names.has(normalizeName(c))));
  }
  return [...new Set(out)];
}

/** Why the move cannot be made, when every card it names is out of the player's reach; null otherwise. */
export function unavailableCard(text: string, board: BoardWords, known: readonly string[] = []): string | null {
  const said = MOVE_VERB.exec(text);
  // A card named alone ("dark hole") asks for its move as much as "activate dark hole" does.
  const bare = said ? null : text.replace(/^(?:(?:ok|okay|so|then|and|now|the|my)\s+)+/, '').replace(/\s+(?:please|now|then|it is|lol|go)$/, '');
  const phrase = said ? said[1]! : bare!;
  const named = namesIn(phrase, board.state, known);
  if (named.length === 0) return null;
  if (bare !== null && !named.some((n) => normalizeName(n) === normalizeName(bare))) return null;
  // A move needs the card in hand or on the field; a card named alone must be there too (a Graveyard is seen, not used).
  const usable = (n: string): boolean => (board.names.get(normalizeName(n)) ?? []).some((id) => board.cards.some((c) => c.id === id && c.where !== 'graveyard' && c.where !== 'other'));
  const reachable = named.filter((n) => (bare === null ? board.names.has(normalizeName(n)) : usable(n)));
  if (reachable.length) return null;
  const list = named.length === 1 ? named[0]! : `${named.slice(0, -1).join(', ')} or ${named[named.length - 1]}`;
  return `You have no ${list} in your hand or on the field, so that cannot be done now. Type "options" to see what you can do.`;
}
