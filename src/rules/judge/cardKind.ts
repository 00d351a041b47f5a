/**
 * What kind of card it is and what it answers: its kind and Spell Speed, the kind of
 * card it responds to (Magic Jammer: Spells; Seven Tools: Traps) and the order a Chain of
 * the named cards resolves in.
 */
import type { CardFactSheet } from '../cardFacts.js';
import type { QuestionReading } from '../question/read.js';
import type { Ruled } from './cardTiming.js';

const verdict = (yes: boolean, ask: boolean): string => (ask ? (yes ? 'Yes: ' : 'No: ') : '');

export function speedRuled(sheet: CardFactSheet, reading: QuestionReading, ask: boolean): Ruled {
  const speed = sheet.speed;
  if (speed === null) return { lines: [`${sheet.card.name} has no effect to activate, so it has no Spell Speed.`], ids: ['speed.overview'] };
  const asked = /\b(?:spell )?speed\s*(\d)\b|\bss\s*(\d)\b/.exec(reading.text);
  const n = asked ? Number(asked[1] ?? asked[2]) : null;
  return { lines: [`${n === null ? '' : verdict(n === speed, ask)}${sheet.card.name} is Spell Speed ${speed} (${sheet.kindName}).`], ids: [`speed.${speed}`, 'speed.overview'] };
}

const KIND_WORDS = ['flip', 'quick-play', 'quickplay', 'counter', 'continuous', 'equip', 'field', 'ritual', 'fusion', 'toon', 'trigger', 'ignition', 'quick', 'normal', 'effect', 'spell', 'trap'];

export function kindRuled(sheet: CardFactSheet, reading: QuestionReading, ask: boolean): Ruled {
  const effectKinds = sheet.effects.map((e) => (e.kind === 'spell' || e.kind === 'trap' ? '' : e.kind)).filter(Boolean);
  const words = `${sheet.kindName} ${effectKinds.join(' ')}`.toLowerCase();
  const askedKind = KIND_WORDS.find((k) => new RegExp(`\\b(?:a|an) ${k}\\b`).test(reading.text));
  const yes = askedKind ? words.includes(askedKind.replace('quickplay', 'quick-play')) : true;
  const effects = effectKinds.length ? `; its effect is ${effectKinds.map((k) => `a ${k[0]!.toUpperCase()}${k.slice(1)} effect`).join(' and ')}` : '';
  return { lines: [`${askedKind ? verdict(yes, ask) : ''}${sheet.card.name} is a ${sheet.kindName}${effects}.`], ids: sheet.sections };
}

/** The kind of card an effect answers, read from its text ("the activation of a Spell card"). */
function respondsTo(sheet: CardFactSheet): 'spell' | 'trap' | null {
  const m = /activation of (?:a |an )?(spell|trap)/i.exec(sheet.card.text) ?? /activat\w+ (?:a |an )?"?([^"]+)"?/i.exec('');
  return m ? (m[1]!.toLowerCase() as 'spell' | 'trap') : null;
}

/** "Does Magic Jammer work on Trap Cards?" */
export function worksOnKindRuled(sheet: CardFactSheet, reading: QuestionReading, ask: boolean): Ruled | null {
  const target = respondsTo(sheet);
  if (!target) return null;
  const asked = /\btrap cards?\b|\btraps\b/.test(reading.text) ? 'trap' : /\bspell cards?\b|\bspells\b/.test(reading.text) ? 'spell' : null;
  if (!asked) return null;
  const yes = asked === target;
  return {
    lines: [`${verdict(yes, ask)}${sheet.card.name} answers only the activation of a ${target === 'spell' ? 'Spell' : 'Trap'} Card${yes ? '' : `, so not a ${asked === 'spell' ? 'Spell' : 'Trap'} Card`} (its text: ${sheet.card.text})`],
    ids: ['chain.negation', 'trap.counter'],
  };
}

/** "I activate Heavy Storm, he chains MST: who resolves first?" The cards in the order the question names them. */
export function resolveRuled(sheets: readonly CardFactSheet[]): Ruled | null {
  if (sheets.length < 2) return null;
  const links = sheets.map((s, i) => `${s.card.name} (Chain Link ${i + 1})`);
  const backwards = [...links].reverse();
  return {
    lines: [`${backwards[0]} resolves first, then ${backwards.slice(1).join(', then ')}: a Chain resolves backwards, the last card activated first.`],
    ids: ['chain.resolution', 'chain.building'],
  };
}
