/**
 * A kind of card a question names instead of a card ("can I activate a normal trap from
 * my hand?", "can I chain a normal spell?"), as a stand-in card with no passcode, so the
 * card answerers can answer from the rules for its kind.
 */
import type { CardFacts } from '../../cards/types.js';

const KINDS: readonly [RegExp, Pick<CardFacts, 'name' | 'frame' | 'subtypes'>][] = [
  [/\bquick[- ]?play(?: spells?)?\b/, { name: 'Quick-Play Spell', frame: 'spell', subtypes: ['Quick-Play'] }],
  [/\bcounter traps?\b/, { name: 'Counter Trap', frame: 'trap', subtypes: ['Counter'] }],
  [/\bcontinuous traps?\b/, { name: 'Continuous Trap', frame: 'trap', subtypes: ['Continuous'] }],
  [/\b(?:normal )?traps?(?: cards?)?\b/, { name: 'Normal Trap', frame: 'trap', subtypes: ['Normal'] }],
  [/\bequip(?: spells?| cards?)\b/, { name: 'Equip Spell', frame: 'spell', subtypes: ['Equip'] }],
  [/\bfield spells?\b/, { name: 'Field Spell', frame: 'spell', subtypes: ['Field'] }],
  [/\bcontinuous spells?\b/, { name: 'Continuous Spell', frame: 'spell', subtypes: ['Continuous'] }],
  [/\britual spells?\b/, { name: 'Ritual Spell', frame: 'spell', subtypes: ['Ritual'] }],
  [/\b(?:normal )?spells?(?: cards?)?\b/, { name: 'Normal Spell', frame: 'spell', subtypes: ['Normal'] }],
  [/\btoons?(?: monsters?)?\b/, { name: 'Toon monster', frame: 'effect', subtypes: ['Toon', 'Effect'] }],
];

/**
 * The kind of card the question names, as a card with passcode 0; null when it names none.
 * Of several kinds the first said is the subject ("chain a normal spell to his trap": the
 * Normal Spell); at one place the more specific pattern wins (the list's order).
 */
export function kindNamed(text: string): CardFacts | null {
  let best: { at: number; kind: (typeof KINDS)[number][1] } | null = null;
  for (const [re, kind] of KINDS) {
    const at = re.exec(text)?.index;
    if (at !== undefined && (!best || at < best.at)) best = { at, kind };
  }
  return best ? { passcode: 0, text: '', scripted: false, ...best.kind, subtypes: [...best.kind.subtypes] } : null;
}
