/**
 * "He has Jinzo face up, can I activate my Trap Hole?": a face-up monster whose script stops
 * a kind of card from being activated decides the question before anything about the card
 * asked about. Read from the locking card's script (its continuous codes), with no per-card code.
 */
import type { CardFacts } from '../../cards/types.js';
import { sectionsFor, type Answer } from '../answer/types.js';
import { cardFactSheet } from '../cardFacts.js';
import type { QuestionReading } from '../question/read.js';
import type { RulesReference } from '../reference.js';

/** Continuous codes that stop activations of a frame of card while their card is face-up. */
const LOCKS: Readonly<Record<string, { frame: 'trap' | 'spell'; kind: string }>> = {
  'negate-traps': { frame: 'trap', kind: 'Trap Card' },
};

const ACTIVATE = /\b(?:activate|use|play|flip|chain|respond|spring|trigger)\b/;

export function lockAnswer(reading: QuestionReading, reference: RulesReference): Answer | null {
  if (reading.kind !== 'can' && reading.kind !== 'does') return null;
  if (!ACTIVATE.test(reading.text) || reading.negated) return null;
  for (const hit of reading.cards) {
    const sheet = cardFactSheet(hit.card);
    const lock = sheet.continuous.map((code) => LOCKS[code]).find((l) => l !== undefined);
    if (!lock) continue;
    // "his set jinzo", "jinzo face down": not face-up, so it stops nothing yet.
    const near = reading.text.slice(Math.max(0, reading.text.indexOf(hit.said) - 12), reading.text.indexOf(hit.said) + hit.said.length + 14);
    if (/face ?-?down|\bset\b/.test(near)) return null;
    const asked: CardFacts | undefined = reading.cards.find((h) => h.card.frame === lock.frame)?.card;
    if (!asked && !new RegExp(`\\b${lock.frame}s?\\b`).test(reading.text)) continue;
    const what = asked ? `${asked.name} (a ${lock.kind})` : `a ${lock.kind}`;
    const lines = [
      `No: while ${hit.card.name} is face-up on the field, no ${lock.kind} can be activated, so ${what} cannot be activated; ${hit.card.name} has to leave the field or be turned face-down first (from ${hit.card.name}'s script).`,
    ];
    const { citations, sections } = sectionsFor(reference, [`${lock.frame}.overview`, 'chain.basics']);
    lines.push('', 'For reference:', `- Card: ${hit.card.name}: ${hit.card.text}`);
    for (const s of sections) lines.push(`- ${s.title} [${s.id}]: ${s.lead}`);
    return { kind: 'card', text: lines.join('\n'), citations, sections, source: 'cards', card: hit.card };
  }
  return null;
}
