/**
 * Built-in decks by what players call them: "I play Blue-Eyes", "Yugi's deck", "Zombie
 * Madness", "Kaiba's Starter Deck", "my Dark Magician deck", "dragons roar". A pure
 * function over a fixed table: the phrase is reduced to words, each deck scores the
 * phrases it is known by (owner, title, signature cards, theme), and a clear winner is
 * the match. Anything else comes back as a ranked list of the closest decks to offer.
 */
import type { FormatId } from '../engine/format.js';
import { editDistance } from '../engine/text/editDistance.js';

/**
 * The format a deck was made for, read from its file or built-in name ("goat-warriors", "GOAT
 * Warriors", "data/decks/modern-link-strike.ydk"); null for a deck of no one format.
 */
export function deckHomeFormat(deck: string): FormatId | null {
  const name = (deck.split(/[\\/]/).pop() ?? '').toLowerCase().replace(/[\s_]+/g, '-');
  if (name.startsWith('goat-')) return 'goat';
  if (name.startsWith('modern-')) return 'modern';
  return null;
}

export interface BuiltInDeck {
  /** The file in data/decks, without ".ydk". */
  id: string;
  /** The product name, as a player would see it in a list. */
  title: string;
  kind: 'starter' | 'structure' | 'goat';
  /** Phrases that point at this deck, with how strongly (a deck's title and owner weigh most). */
  knownBy: readonly (readonly [phrase: string, weight: number])[];
  /** One line in our own words on how the deck plays (the GOAT decks). */
  description?: string;
}

/** The built-in decks of the goat format: public lists of its main archetypes (data/decks/goat-*.ydk name their source). */
const GOAT_DECKS: readonly BuiltInDeck[] = [
  {
    id: 'goat-control', title: 'GOAT: Goat Control', kind: 'goat',
    description: 'The deck the format is named for: Scapegoat tokens and Metamorphosis into Thousand-Eyes Restrict, Black Luster Soldier and a trade of one card for one until the opponent runs dry.',
    knownBy: [['goat control', 20], ['goat', 8], ['scapegoat', 8], ['thousand eyes restrict', 8], ['metamorphosis', 5], ['control', 5]],
  },
  {
    id: 'goat-chaos-turbo', title: 'GOAT: Chaos Turbo', kind: 'goat',
    description: 'Fills its Graveyard with LIGHT and DARK monsters through Thunder Dragon and trades, then races with Black Luster Soldier and Chaos Sorcerer.',
    knownBy: [['chaos turbo', 20], ['chaos thunder', 16], ['thunder dragon', 8], ['chaos sorcerer', 8], ['turbo', 5], ['chaos', 5]],
  },
  {
    id: 'goat-warriors', title: 'GOAT: Warrior Aggro', kind: 'goat',
    description: 'Warriors searched with Reinforcement of the Army beat down early, backed by Sakuretsu Armor and Solemn Judgment.',
    knownBy: [['warrior aggro', 20], ['warriors', 10], ['warrior', 10], ['aggro', 8], ['beatdown', 5], ['don zaloog', 8], ['d d warrior lady', 8]],
  },
  {
    id: 'goat-flip-control', title: 'GOAT: Flip Control', kind: 'goat',
    description: 'Flip monsters re-used with Book of Moon and Tsukuyomi take back spells and cards from the Graveyard, one small advantage at a time.',
    knownBy: [['flip control', 20], ['flip', 10], ['apprentice magician', 8], ['old vindictive magician', 8], ['magician of faith', 5]],
  },
  {
    id: 'goat-zombie', title: 'GOAT: Zombie Chaos', kind: 'goat',
    description: 'Pyramid Turtle and Spirit Reaper lead a Zombie engine with Book of Life and Vampire Lord, with Chaos monsters and Scapegoat on top.',
    knownBy: [['zombie chaos', 20], ['goat zombie', 16], ['pyramid turtle', 8], ['book of life', 8], ['vampire lord', 5]],
  },
  {
    id: 'goat-gravekeepers', title: "GOAT: Gravekeeper's Control", kind: 'goat',
    description: "Gravekeeper's monsters under Necrovalley shut off the Graveyard while Compulsory Evacuation Device and Solemn Judgment hold the field.",
    knownBy: [['gravekeeper', 20], ['gravekeepers', 20], ['necrovalley', 10], ['gravekeeper s', 16], ['gravekeepers spy', 8]],
  },
];

const OWNER = 10;
const TITLE = 10;
const SIGNATURE = 8;
const THEME = 5;

export const BUILT_IN_DECKS: readonly BuiltInDeck[] = [
  {
    id: 'starter-yugi', title: 'Starter Deck: Yugi', kind: 'starter',
    knownBy: [['yugi', OWNER], ['yugi muto', OWNER], ['yugi moto', OWNER], ['sdy', TITLE], ['dark magician', SIGNATURE],
      ['summoned skull', THEME], ['gaia the fierce knight', THEME], ['gaia', THEME], ['celtic guardian', THEME],
      ['spellcaster', THEME], ['magician', THEME]],
  },
  {
    id: 'starter-kaiba', title: 'Starter Deck: Kaiba', kind: 'starter',
    knownBy: [['kaiba', OWNER], ['seto kaiba', OWNER], ['seto', OWNER], ['sdk', TITLE], ['blue eyes', SIGNATURE],
      ['blue eyes white dragon', SIGNATURE], ['bewd', SIGNATURE], ['white dragon', SIGNATURE], ['lord of d', THEME],
      ['flute of summoning dragon', THEME], ['battle ox', THEME], ['hitotsu me giant', THEME]],
  },
  {
    id: 'starter-joey', title: 'Starter Deck: Joey', kind: 'starter',
    knownBy: [['joey', OWNER], ['joey wheeler', OWNER], ['jonouchi', OWNER], ['wheeler', OWNER], ['sdj', TITLE],
      ['red eyes', SIGNATURE], ['red eyes black dragon', SIGNATURE], ['redbd', SIGNATURE], ['time wizard', THEME],
      ['thousand dragon', THEME], ['flame swordsman', THEME], ['baby dragon', THEME], ['warrior', THEME]],
  },
  {
    id: 'starter-pegasus', title: 'Starter Deck: Pegasus', kind: 'starter',
    knownBy: [['pegasus', OWNER], ['maximillion pegasus', OWNER], ['sdp', TITLE], ['toon', SIGNATURE],
      ['toon world', SIGNATURE], ['toons', SIGNATURE], ['relinquished', SIGNATURE], ['blue eyes toon dragon', SIGNATURE],
      ['toon summoned skull', THEME], ['illusion', THEME], ['ritual', THEME]],
  },
  {
    id: 'structure-dragons-roar', title: "Structure Deck: Dragon's Roar", kind: 'structure',
    knownBy: [['dragons roar', TITLE], ['dragon roar', TITLE], ['sd1', TITLE], ['dragons', THEME], ['dragon', THEME],
      ['armed dragon', SIGNATURE], ['masked dragon', SIGNATURE], ['luster dragon', SIGNATURE],
      ['red eyes darkness dragon', SIGNATURE], ['stamping destruction', THEME], ['roar', THEME]],
  },
  {
    id: 'structure-zombie-madness', title: 'Structure Deck: Zombie Madness', kind: 'structure',
    knownBy: [['zombie madness', TITLE], ['sd2', TITLE], ['zombie', THEME], ['zombies', THEME], ['undead', THEME],
      ['vampire', THEME], ['vampire lord', SIGNATURE], ['ryu kokki', SIGNATURE], ['pyramid turtle', SIGNATURE],
      ['spirit reaper', SIGNATURE], ['book of life', SIGNATURE], ['mummy', THEME], ['madness', THEME]],
  },
  {
    id: 'structure-blaze-of-destruction', title: 'Structure Deck: Blaze of Destruction', kind: 'structure',
    knownBy: [['blaze of destruction', TITLE], ['sd3', TITLE], ['blaze', THEME], ['fire', THEME], ['flame', THEME],
      ['pyro', THEME], ['burn', THEME], ['inferno', THEME], ['thestalos', SIGNATURE], ['ufo turtle', SIGNATURE],
      ['infernal flame emperor', SIGNATURE], ['solar flare dragon', SIGNATURE], ['molten destruction', SIGNATURE]],
  },
  {
    id: 'structure-fury-from-the-deep', title: 'Structure Deck: Fury from the Deep', kind: 'structure',
    knownBy: [['fury from the deep', TITLE], ['sd4', TITLE], ['fury', THEME], ['deep', THEME], ['water', THEME],
      ['sea', THEME], ['ocean', THEME], ['fish', THEME], ['aqua', THEME], ['legendary ocean', SIGNATURE],
      ['levia dragon', SIGNATURE], ['daedalus', SIGNATURE], ['mobius', SIGNATURE], ['mother grizzly', SIGNATURE]],
  },
  ...GOAT_DECKS,
];

/** Words that say "a deck" without saying which one. */
const FILLER = new Set([
  'i', 'im', 'ill', 'id', 'me', 'my', 'mine', 'a', 'an', 'the', 'play', 'plays', 'playing', 'use', 'using', 'take',
  'want', 'wanna', 'to', 'with', 'deck', 'decks', 'please', 'pls', 'lets', 'let', 'us', 'go', 'give', 'pick', 'choose',
  'of', 'one', 'like', 'would', 'can', 'you', 'and', 'for', 'from', 'duel', 'run', 'build', 'list', 's', 'is', 'it',
  'that', 'this', 'as', 'how', 'about', 'old', 'classic', 'original',
]);

/** Words that narrow the kind without naming a deck. */
const KIND_WORDS: Record<BuiltInDeck['kind'], readonly string[]> = {
  starter: ['starter', 'starters'],
  structure: ['structure', 'structures'],
  goat: ['goat', 'goats', '2005'],
};

export interface DeckMatch {
  deck: BuiltInDeck;
  /** Higher is closer; 0 means nothing in the phrase pointed at the deck. */
  score: number;
}

export interface DeckNameResult {
  /** The deck the phrase names, when one stands out; otherwise null. */
  match: BuiltInDeck | null;
  /** Every built-in deck, closest first (ties in table order). */
  ranked: DeckMatch[];
}

/** Lower case words; "Yugi's" becomes "yugi", "Blue-Eyes" becomes "blue eyes". */
export function phraseWords(phrase: string): string[] {
  return phrase
    .toLowerCase()
    .replace(/[\u2018\u2019`]/g, "'")
    .replace(/'s\b/g, '')
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((w) => w !== '');
}

/** Two words are the same when equal, or one typo apart in a word of 5 letters or more. */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.min(a.length, b.length) < 5) return false;
  return editDistance(a, b) <= 1;
}

/** True when the words of `phrase` appear in order and next to each other in `words`. */
function containsPhrase(words: readonly string[], phrase: readonly string[]): boolean {
  for (let start = 0; start + phrase.length <= words.length; start++) {
    if (phrase.every((p, i) => sameWord(words[start + i]!, p))) return true;
  }
  return false;
}

function scoreDeck(deck: BuiltInDeck, words: readonly string[]): number {
  let score = 0;
  for (const [phrase, weight] of deck.knownBy) {
    const phraseList = phrase.split(' ');
    // A longer phrase that matches says more than one of its words alone.
    if (containsPhrase(words, phraseList)) score += weight * phraseList.length;
  }
  if (score > 0 && KIND_WORDS[deck.kind].some((k) => words.includes(k))) score += 2;
  return score;
}

/** When no known phrase matches, rank by how close the phrase is to each title (spelling). */
function spellingScore(deck: BuiltInDeck, words: readonly string[]): number {
  const text = words.join(' ');
  if (text === '') return 0;
  const candidates = [deck.title, ...deck.knownBy.map(([p]) => p)].map((t) => phraseWords(t).join(' '));
  const best = Math.min(...candidates.map((c) => editDistance(text, c) / Math.max(text.length, c.length)));
  return Math.max(0, 1 - best);
}

/**
 * The built-in deck a phrase names, e.g. findBuiltInDeck("I play Blue-Eyes").match?.id
 * === "starter-kaiba". A deck id ("starter-joey") also matches. Pure: no files read.
 */
export function findBuiltInDeck(phrase: string, decks: readonly BuiltInDeck[] = BUILT_IN_DECKS): DeckNameResult {
  const trimmed = phrase.trim().toLowerCase();
  const byId = decks.find((d) => d.id === trimmed);
  if (byId) return { match: byId, ranked: [{ deck: byId, score: Infinity }, ...decks.filter((d) => d !== byId).map((deck) => ({ deck, score: 0 }))] };

  const words = phraseWords(phrase).filter((w) => !FILLER.has(w));
  let ranked = decks.map((deck) => ({ deck, score: scoreDeck(deck, words) }));
  const anyHit = ranked.some((r) => r.score > 0);
  if (!anyHit) {
    const content = words.filter((w) => !KIND_WORDS.starter.includes(w) && !KIND_WORDS.structure.includes(w));
    ranked = decks.map((deck) => ({ deck, score: spellingScore(deck, content) }));
  }
  ranked = ranked
    .map((r, index) => ({ ...r, index }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ deck, score }) => ({ deck, score }));
  const [first, second] = ranked;
  // A match needs a known phrase (not only a spelling guess) and a clear lead over the runner-up.
  const clear = anyHit && first !== undefined && first.score > 0 && (second === undefined || first.score >= second.score * 1.5);
  return { match: clear ? first.deck : null, ranked };
}

/** "Starter Deck: Yugi (starter-yugi)", for lists offered to a player. */
export function deckLabel(deck: BuiltInDeck): string {
  return `${deck.title} (${deck.id})`;
}
