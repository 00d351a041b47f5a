/** The judge's answer to a question about a card being activated (situation/activation.ts): read, played, told. */
import type { CardDb } from '../../cards/cardDb.js';
import { sectionsFor, type Answer } from '../answer/types.js';
import { QUOTED_MARKER } from '../judge/cardQuestion.js';
import type { QuestionReading } from '../question/read.js';
import type { RulesReference } from '../reference.js';
import { activationLines, readActivation, runActivation } from './activation.js';
import { engineOf } from './answer.js';

export function activationAnswer(reading: QuestionReading, db: CardDb, reference: RulesReference): Answer | null {
  const situation = readActivation(reading.text, reading.cards);
  if (!situation) return null;
  const run = runActivation(situation, engineOf(db), db);
  if (!run) return null;
  const lines = activationLines(situation, run, reading.text, reading.kind === 'can' || reading.kind === 'does');
  if (lines.length === 0) return null;
  const ids = situation.responder ? ['chain.speed-rule', 'chain.basics'] : situation.card.subtypes[0] === 'Field' ? ['zones.field', 'spell.field'] : ['chain.resolution'];
  const { citations, sections } = sectionsFor(reference, ids);
  const text = [...lines, '', QUOTED_MARKER, ...sections.slice(0, 2).map((s) => `- ${s.title} [${s.id}]: ${s.lead}`)].join('\n');
  return { kind: 'rules', text, citations, sections, source: 'engine' };
}
