/**
 * Nicknames a rule can derive from a card's name: the initials of a multi-word name
 * (Blue-Eyes White Dragon → "bewd", Mystical Space Typhoon → "mst", Change of Heart →
 * "coh" and "ch") and the head noun (Summoned Skull → "skull", Feral Imp → "imp").
 * Community names no rule can find ("reborn", "goats", "jar") are written by hand in
 * data/cards/aliases.manual.json; `npm run chat:aliases` merges both into
 * data/cards/aliases.json, which the chat reads.
 */

/** Short words that must never become a nickname: they mean something else in a command. */
const RESERVED = new Set([
  'a', 'an', 'at', 'as', 'be', 'by', 'do', 'go', 'he', 'hi', 'i', 'if', 'in', 'is', 'it', 'me', 'my', 'no', 'of', 'ok', 'on', 'or', 'so',
  'to', 'up', 'us', 'we', 'bp', 'ns', 'ss', 'gy', 'lp', 'em', 'fz', 'mp', 'mp2', 'def', 'atk', 'and', 'the', 'his', 'her', 'him', 'its',
  'set', 'end', 'yes', 'not', 'can', 'you', 'all', 'one', 'two', 'get', 'put', 'use', 'hit', 'gg', 'lol', 'ty', 'np', 'wp', 'dm', 'om',
  'card', 'cards', 'monster', 'monsters', 'trap', 'spell', 'dragon', 'soldier', 'man', 'master', 'knight', 'warrior', 'the', 'of',
  // Words of moves and places: a name ending in them (Two-Pronged Attack, Stop Defense) must never capture the word.
  'attack', 'attacks', 'defense', 'summon', 'tribute', 'activate', 'discard', 'battle', 'phase', 'turn', 'graveyard', 'hand',
  'field', 'deck', 'draw', 'destroy', 'destruction', 'change', 'position', 'target', 'chain', 'flip', 'pass', 'life', 'points',
]);
/** "dm" is reserved as a word but is the most common nickname of all: the initials rule may still give it. */
const INITIALS_ALLOWED = new Set(['dm']);

const SMALL_WORDS = new Set(['of', 'the', 'a', 'an', 'and', '&']);

/** Name words: hyphens and spaces split words ("Blue-Eyes" is two), punctuation dropped. */
export function nameWords(name: string): string[] {
  return name
    .toLowerCase()
    .replace(/['’.#]/g, '')
    .split(/[\s\-,]+/)
    .map((w) => w.replace(/[^a-z0-9&]/g, ''))
    .filter((w) => w !== '');
}

export function initialsOf(name: string): string[] {
  const words = nameWords(name).filter((w) => /^[a-z]/.test(w));
  if (words.length < 2) return [];
  const all = words.map((w) => w[0]).join('');
  const content = words.filter((w) => !SMALL_WORDS.has(w)).map((w) => w[0]).join('');
  return [...new Set([all, content])].filter((i) => i.length >= 2 && (!RESERVED.has(i) || INITIALS_ALLOWED.has(i)));
}

/** The last word of a monster's name, or a Spell/Trap's, when it is a real noun worth saying alone. */
export function headNoun(name: string): string | null {
  const words = nameWords(name).filter((w) => /^[a-z]{3,}$/.test(w));
  if (words.length < 2) return null;
  const head = words[words.length - 1]!;
  return RESERVED.has(head) ? null : head;
}

/** Rule-made aliases of each name: alias → the names it may stand for. */
export function ruleAliases(names: readonly string[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const add = (alias: string, name: string): void => {
    const list = out.get(alias) ?? [];
    if (!list.includes(name)) list.push(name);
    out.set(alias, list);
  };
  for (const name of names) {
    for (const i of initialsOf(name)) add(i, name);
    const head = headNoun(name);
    if (head) add(head, name);
    // "Blue-Eyes" written as one word or with a space: both are common.
    if (name.includes('-')) add(name.toLowerCase().replace(/-/g, ' '), name);
  }
  return out;
}
