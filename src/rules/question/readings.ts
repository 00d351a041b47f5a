/**
 * A question that can be read two ways, each way a question of its own: "can I flip my
 * face-down on his turn?" (a Flip Summon of a monster, or activating a Set Spell or Trap?),
 * "can I activate it the turn I set it?" (a Normal Spell, or a Trap?), "X and Y: does it
 * target?" (which card is "it"?). The judge answers both; when the answers differ it asks
 * which was meant rather than answer one reading as if it were the question.
 */
import type { QuestionReading } from './read.js';

export interface Reading {
  /** How the reading is said to the player: "a face-down monster (a Flip Summon)". */
  label: string;
  /** The question rewritten so it has only this reading. */
  question: string;
}

/** A face-down card with no kind said: a monster or a Set Spell/Trap. */
const BARE_FACE_DOWN = /\b(?:my|a|the|his|her) (?:face[ -]?down|set)(?: (?:one|card|thing))?\b(?! (?:monster|spell|trap|quick))/;
const NAMES_KIND = /\b(?:monsters?|spells?|traps?|quick[- ]?play|counter)\b/;

function flipReadings(r: QuestionReading): [Reading, Reading] | null {
  if (r.cards.length > 0 || !/\bflip\b/.test(r.text) || NAMES_KIND.test(r.text)) return null;
  const m = BARE_FACE_DOWN.exec(r.text);
  if (!m) return null;
  const owner = m[0].split(' ')[0];
  return [
    { label: 'Flip Summoning a face-down monster', question: r.text.replace(m[0], `${owner} face-down monster`).replace(/\bflip\b/, 'flip summon') },
    { label: 'activating a Set Trap Card', question: r.text.replace(m[0], `${owner} set trap`).replace(/\bflip\b/, 'activate') },
  ];
}

function setTurnReadings(r: QuestionReading): [Reading, Reading] | null {
  if (r.cards.length > 0 || NAMES_KIND.test(r.text) || !r.aspects.includes('set-turn')) return null;
  if (!/\b(?:activate|use|flip|play)\b/.test(r.text)) return null;
  const subject = /\b(?:it|a card|my card|the card|a set card|something)\b/;
  if (!subject.test(r.text)) return null;
  return [
    { label: 'a Normal Spell', question: r.text.replace(subject, 'a normal spell') },
    { label: 'a Trap Card', question: r.text.replace(subject, 'a trap') },
  ];
}

/** "Dark Hole or MST, does it target?": two cards and one "it". */
function whichCardReadings(r: QuestionReading): [Reading, Reading] | null {
  if (r.cards.length !== 2 || !/\b(?:it|that one|this one|that card)\b/.test(r.text) || r.topic !== 'card') return null;
  const [a, b] = r.cards;
  // "X ... chain Y to it" names who does what: only a bare "A or B" / "A and B" leaves "it" open.
  if (!new RegExp(`\\b${escape(a!.said)}\\b\\s*(?:,|or|and|\\/|vs)\\s*(?:an? |the )?${escape(b!.said)}\\b`).test(r.text)) return null;
  const without = (keep: string, drop: string): string => r.text.replace(new RegExp(`\\s*(?:,|or|and|\\/|vs)?\\s*(?:an? |the )?\\b${escape(drop)}\\b`), '').replace(/\bit\b/, keep);
  return [
    { label: a!.card.name, question: without(a!.card.name.toLowerCase(), b!.said) },
    { label: b!.card.name, question: without(b!.card.name.toLowerCase(), a!.said) },
  ];
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The two readings of a question that has two, or null when it has one. */
export function twoReadings(r: QuestionReading): [Reading, Reading] | null {
  return flipReadings(r) ?? setTurnReadings(r) ?? whichCardReadings(r);
}

/** The yes or no an answer leads with, if it leads with one. */
export function verdictWord(answer: string): 'yes' | 'no' | null {
  const m = /^(?:\([^)]*\)\s*)?(yes|no)\b/i.exec(answer.trim());
  return m ? (m[1]!.toLowerCase() as 'yes' | 'no') : null;
}

/** The ask-back: both readings, each with its own short answer, and the question which was meant. */
export function askWhichReading(readings: readonly [Reading, Reading], answers: readonly [string, string]): string {
  const first = (a: string): string => a.split('\n')[0]!.trim();
  return [
    'Your question can be read two ways, and they have different answers:',
    `1. ${readings[0].label}: ${first(answers[0])}`,
    `2. ${readings[1].label}: ${first(answers[1])}`,
    'Which did you mean? Ask again naming it and I will answer that one in full.',
  ].join('\n');
}
