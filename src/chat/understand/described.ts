/**
 * Cards named by what they are or look like ("the bird", "my wizard", "his bug", "the
 * cyclops", "the rock guy"): a word is checked against each visible card's own facts, its
 * Type and Attribute (from the card's printed data in the duel) and the words of its own
 * flavour text (data/cards/cards.json, written in this project's words), with a few
 * everyday words for a Type ("wizard" for Spellcaster, "bird" for Winged Beast). Only the
 * cards the player can see are read, so a description never reveals a hidden card.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { BoardWords, SeenCard } from './board.js';
import { COMMAND_WORDS, COMMON_WORDS } from './lexicon.js';

const CARDS_PATH = new URL('../../../data/cards/cards.json', import.meta.url);
const cardsSchema = z.array(z.object({ name: z.string(), frame: z.string().optional(), text: z.string().optional() }).loose());

let flavour: Map<string, Set<string>> | undefined;

/** Words that say nothing about what a card is ("that", "from", "anything"): never a description. */
const EMPTY = new Set('that this with from into when whose which while their there them they then than have been only also each once more most very ready like still well able across ancient anything holds hold line living guard anyone within reach ready spot enemies afar foes battlefield prey night'.split(' '));

/** The words of each card's flavour text, stemmed, loaded once per process. */
function flavourWords(): Map<string, Set<string>> {
  if (!flavour) {
    const parsed = cardsSchema.safeParse(JSON.parse(readFileSync(CARDS_PATH, 'utf8')));
    if (!parsed.success) throw new Error(`data/cards/cards.json: ${parsed.error.issues[0]!.message}`);
    // Only a Normal Monster's text is flavour (what it looks like); an effect's text is rules ("face-up", "target").
    flavour = new Map(parsed.data.filter((c) => c.frame === 'normal').map((c) => [c.name, new Set((c.text ?? '').toLowerCase().split(/[^a-z]+/).filter((w) => w.length >= 3 && !EMPTY.has(w)).map(stem))]));
  }
  return flavour;
}

const stem = (w: string): string => w.replace(/(?:es|s)$/, '').replace(/-/g, '');

/** Everyday words for a card's Type or look, each standing for words of its facts (a name or text word fits better than its Type). */
const EVERYDAY: Record<string, string[]> = {
  wizard: ['magician', 'sorcerer', 'spellcaster'], mage: ['magician', 'sorcerer', 'spellcaster'], magician: ['sorcerer', 'spellcaster'], caster: ['spellcaster'],
  witch: ['witch', 'spellcaster'], sorcerer: ['magician', 'spellcaster'], bird: ['bird', 'winged'], birdie: ['bird', 'winged'], birb: ['bird', 'winged'],
  bug: ['insect'], dino: ['dinosaur'], doggo: ['wolf', 'beast'], dog: ['wolf', 'beast'], pup: ['wolf', 'beast'], puppy: ['wolf', 'beast'], wolf: ['wolf', 'beast'],
  demon: ['fiend'], devil: ['fiend'], horse: ['steed'], cow: ['minotaur'], bull: ['minotaur'], skeleton: ['skeletal'], skelly: ['skeletal'],
  lizard: ['lizard', 'reptile'], croc: ['reptile'], mermaid: ['aqua'], robot: ['machine'], angel: ['fairy'], fishy: ['fish'], knight: ['knight', 'warrior'],
};

/** Phrases said for one word ("one eyed"): read as that word. */
export function describePhrases(text: string): string {
  return text.replace(/\bone[ -]?eye[ds]?\b/g, 'cyclops').replace(/\bwinged beast\b/g, 'winged');
}

/** A card's own words (its name and flavour text) and its Type and Attribute words, stemmed. */
function factsOf(b: BoardWords, card: SeenCard): { own: Set<string>; kind: Set<string> } {
  const own = new Set<string>();
  const kind = new Set<string>();
  if (!card.name) return { own, kind };
  const inst = b.state.cards[card.id];
  const facts = inst ? b.state.catalog[String(inst.passcode)] : undefined;
  for (const w of `${facts?.race ?? ''} ${facts?.attribute ?? ''}`.toLowerCase().split(/[^a-z]+/)) if (w) kind.add(stem(w));
  for (const w of card.name.toLowerCase().split(/[^a-z]+/)) if (w.length >= 3) own.add(stem(w));
  for (const w of flavourWords().get(card.name) ?? []) own.add(w);
  return { own, kind };
}

/**
 * The visible cards (on the field or in the hand) a word describes, the best-fitting only:
 * a card whose name or text says it ("wizard": Dark Magician, a sorcerer) before one that is
 * only of that Type (Mystical Elf, a Spellcaster). None for words of moves or talk.
 */
export function describedBy(word: string, b: BoardWords): SeenCard[] {
  if (word.length < 3 || COMMAND_WORDS.includes(word) || COMMON_WORDS.has(word) || /^\d+$/.test(word)) return [];
  const keys = [word, ...(EVERYDAY[word] ?? [])].map(stem);
  const isMonster = (c: SeenCard): boolean => b.state.catalog[String(b.state.cards[c.id]?.passcode)]?.kind === 'monster';
  const cards = b.cards.filter((c) => c.name && c.ref !== '' && (c.where === 'monster' || c.where === 'hand') && isMonster(c));
  // The nearer the word a card's facts say, the better it fits: its own words before its Type.
  const none = 2 * keys.length;
  const tiers = cards.map((c) => {
    const f = factsOf(b, c);
    const own = keys.findIndex((k) => f.own.has(k));
    const kind = keys.findIndex((k) => f.kind.has(k));
    return own >= 0 ? own : kind >= 0 ? keys.length + kind : none;
  });
  const best = Math.min(none, ...tiers);
  return best === none ? [] : cards.filter((_, i) => tiers[i] === best);
}
