/**
 * References turned into what the command grammar reads. A phrase that points at cards
 * ("his backrow", "my 1700 guy", "his weakest monster", "my face-down", "both", "it",
 * a nickname such as "bewd") becomes one or more zone references or card names; each
 * reading carries a rank (0: the obvious one, such as the card just named for "it"), so
 * the matcher tries the obvious readings first and asks back only when they tie.
 */
import { monsters, normalizeName, spellTraps, type BoardWords, type SeenCard } from './board.js';
import { COMMAND_WORDS, COMMON_WORDS } from './lexicon.js';
import { describedBy, describePhrases } from './described.js';

export interface Reading {
  text: string;
  rank: number;
}

interface Slot {
  alts: { text: string; rank: number }[];
}

const OWN = '(?:my|mine|my own|our)';
const OPP = "(?:his|her|their|your|the opponents|opponents|the opponent|opponent|enemy|kips|the enemy)";
const THING = '(?: (?:monster|guy|dude|one|card|boy|beater|thing|fella|lad))?';
const MAX_READINGS = 24;

const atkOf = (c: SeenCard): number => c.atk ?? -1;

function pick(cards: readonly SeenCard[], rank = 0): Slot['alts'] {
  return cards.filter((c) => c.ref !== '').map((c) => ({ text: c.ref, rank }));
}

function extreme(list: readonly SeenCard[], want: 'min' | 'max'): SeenCard[] {
  const known = list.filter((c) => c.atk !== null);
  if (known.length === 0) return [];
  const v = want === 'min' ? Math.min(...known.map(atkOf)) : Math.max(...known.map(atkOf));
  return known.filter((c) => atkOf(c) === v);
}

type Rule = [RegExp, (b: BoardWords, m: RegExpExecArray, referents: readonly number[]) => Slot['alts']];

const side = (word: string | undefined): 'own' | 'opp' => (word && new RegExp(`^${OWN}$`).test(word) ? 'own' : 'opp');

/** Phrase rules, most specific first. Each returns the cards (as zone refs) the phrase can mean. */
const RULES: Rule[] = [
  // "his m3" is the opponent's zone om3 (a bare m3 is the speaker's own).
  [new RegExp(`\\b(${OPP}) (m|s)([1-5])\\b`, 'g'), (b, m) => pick(b.cards.filter((c) => c.ref === `o${m[2]}${m[3]}`))],
  [new RegExp(`\\b(${OWN}|${OPP}) (?:weakest|smallest|lowest|worst|tiniest)${THING}\\b`, 'g'), (b, m) => pick(extreme(monsters(b, side(m[1])), 'min'))],
  [new RegExp(`\\b(${OWN}|${OPP}) (?:strongest|biggest|largest|highest|best|big)${THING}\\b`, 'g'), (b, m) => pick(extreme(monsters(b, side(m[1])), 'max'))],
  [new RegExp(`\\b(${OWN}|${OPP}|the) (\\d{3,4})(?: atk| attack| def)?${THING}\\b`, 'g'), (b, m) => {
    const v = Number(m[2]);
    const list = m[1] === 'the' ? [...monsters(b, 'own'), ...monsters(b, 'opp')] : monsters(b, side(m[1]));
    const byAtk = list.filter((c) => c.atk === v);
    return pick(byAtk.length ? byAtk : list.filter((c) => c.def === v));
  }],
  [new RegExp(`\\b(${OPP}) (?:backrow|facedown (?:spell|trap|card|backrow)s?|set (?:spell|trap|card)s?|spells?|traps?|spell or trap|trap card|spell card)\\b`, 'g'), (b) =>
    pick(spellTraps(b, 'opp').filter((c) => !c.faceUp)).concat(pick(spellTraps(b, 'opp').filter((c) => c.faceUp), 1))],
  [new RegExp(`\\b(${OWN}) (?:backrow|facedown (?:spell|trap|card)s?|set (?:spell|trap|card)s?|trap|spell|trap card|spell card|set)\\b`, 'g'), (b) =>
    pick(spellTraps(b, 'own').filter((c) => !c.faceUp))],
  [new RegExp(`\\b(${OWN}) facedown(?: one| card| guy)?\\b`, 'g'), (b) =>
    pick([...spellTraps(b, 'own'), ...monsters(b, 'own')].filter((c) => !c.faceUp))],
  [new RegExp(`\\b(${OWN}) facedown (?:monster|guy|dude|defense)\\b`, 'g'), (b) => pick(monsters(b, 'own').filter((c) => !c.faceUp))],
  [new RegExp(`\\b(${OPP}) facedown(?: monster| guy| one| card| defense| dude)?\\b`, 'g'), (b) => pick(monsters(b, 'opp').filter((c) => !c.faceUp))],
  // "the face down guy": no owner said; the opponent's face-down monsters first (what an attack means), else the speaker's.
  [/\bthe facedown(?: monster| guy| one| dude)\b/g, (b) => {
    const theirs = monsters(b, 'opp').filter((c) => !c.faceUp);
    return pick(theirs.length ? theirs : monsters(b, 'own').filter((c) => !c.faceUp));
  }],
  [new RegExp(`\\b(?:both of (?:them|my monsters|my guys)|them both|both(?: (?:my|of my))? (?:monsters|guys)|both|my (?:two|2) (?:monsters?|guys)|(?:two|2) monsters?)\\b`, 'g'), (b) => {
    const own = monsters(b, 'own');
    const out: Slot['alts'] = [];
    for (let i = 0; i < own.length; i++) for (let j = i + 1; j < own.length; j++) out.push({ text: `${own[i]!.ref} and ${own[j]!.ref}`, rank: 0 });
    return out;
  }],
  [new RegExp(`\\b(${OPP}) (?:only |last |lone )?(?:monster|guy|dude|boy|thing)\\b`, 'g'), (b) => pick(monsters(b, 'opp'))],
  [new RegExp(`\\b(${OWN}) (?:only |last |lone )?(?:monster|guy|dude|boy)\\b`, 'g'), (b) => pick(monsters(b, 'own'))],
];

const PRONOUN = /\b(?:it|him|her|he|she|that one|this one|that guy|this guy|the guy|that monster|this monster|that card|this card|this|that)\b(?! is\b)/g;

function pronounSlot(b: BoardWords, word: string, referents: readonly number[]): Slot['alts'] {
  const alts: Slot['alts'] = [];
  for (const id of referents) {
    const c = b.cards.find((x) => x.id === id);
    if (c?.ref) alts.push({ text: c.ref, rank: 0 });
  }
  for (const c of [...monsters(b, 'own'), ...monsters(b, 'opp')]) if (!alts.some((a) => a.text === c.ref)) alts.push({ text: c.ref, rank: 1 });
  if (/^(?:him|her|he|she)$/.test(word)) alts.push({ text: 'the opponent', rank: 1 });
  return alts;
}

/** Card names and nicknames, longest first; a full visible name is kept as written. */
function nameSlots(text: string, b: BoardWords, slots: Slot[]): string {
  const words = text.split(' ');
  const out: string[] = [];
  const maxLen = 7;
  for (let i = 0; i < words.length; ) {
    let done = false;
    for (let len = Math.min(maxLen, words.length - i); len >= 1 && !done; len--) {
      const phrase = normalizeName(words.slice(i, i + len).join(' '));
      if (phrase === '') break;
      if (b.names.has(phrase) && (len > 1 || phrase.length >= 3)) {
        out.push(words.slice(i, i + len).join(' '));
        i += len;
        done = true;
      } else if (b.aliases.has(phrase)) {
        slots.push({ alts: b.aliases.get(phrase)!.map((name) => ({ text: name, rank: 0 })) });
        out.push(`\u0000${slots.length - 1}\u0000`);
        i += len;
        done = true;
      } else if (len === 1 && phrase.length >= 4 && !COMMAND_WORDS.includes(phrase) && !COMMON_WORDS.has(phrase)) {
        // One word of a name ("the dragon"): every visible card with that word, so the options decide
        // (the Koumori Dragon on the field attacks, not the Dragon Zombie in hand).
        const names = [...b.names.keys()].filter((n) => n.split(' ').includes(phrase));
        // Else what the word says the card is ("the bird", "my wizard", "the cyclops"): the cards its facts fit.
        const described = names.length === 0 ? describedBy(phrase, b) : [];
        if (names.length > 1 || described.length > 0) {
          slots.push({ alts: names.length > 1 ? names.map((name) => ({ text: name, rank: 0 })) : described.map((c) => ({ text: c.ref, rank: 0 })) });
          out.push(`\u0000${slots.length - 1}\u0000`);
          i += 1;
          done = true;
        }
      }
    }
    if (!done) out.push(words[i++]!);
  }
  return out.join(' ');
}

/** Every reading of a step, best rank first (at most MAX_READINGS). */
export function readings(step: string, b: BoardWords, referents: readonly number[]): Reading[] {
  const slots: Slot[] = [];
  let text = describePhrases(step.replace(/\b(\w+)'s\b/g, '$1s').replace(/(\w)-(\w)/g, '$1 $2'));
  const hold = (alts: Slot['alts'], original: string): string => {
    if (alts.length === 0) return original;
    slots.push({ alts });
    return `\u0000${slots.length - 1}\u0000`;
  };
  for (const [re, alts] of RULES) text = text.replace(re, (...args) => hold(alts(b, args as unknown as RegExpExecArray, referents), args[0] as string));
  text = text.replace(PRONOUN, (w: string) => hold(pronounSlot(b, w, referents), w));
  text = text
    .split(/(\u0000\d+\u0000)/)
    .map((part) => (part.startsWith('\u0000') ? part : nameSlots(part.trim(), b, slots)))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  let out: Reading[] = [{ text, rank: 0 }];
  slots.forEach((slot, i) => {
    const marker = `\u0000${i}\u0000`;
    const next: Reading[] = [];
    for (const r of out) {
      if (!r.text.includes(marker)) {
        next.push(r);
        continue;
      }
      for (const alt of slot.alts) next.push({ text: r.text.replace(marker, alt.text), rank: r.rank + alt.rank });
    }
    out = next.slice(0, MAX_READINGS * 4);
  });
  return out.sort((a, z) => a.rank - z.rank).slice(0, MAX_READINGS);
}
