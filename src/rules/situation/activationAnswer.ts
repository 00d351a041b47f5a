/** The judge's answer to a question about a card being activated (situation/activation.ts): read, played, told. */
import type { CardDb } from '../../cards/cardDb.js';
import { sectionsFor, type Answer } from '../answer/types.js';
import { QUOTED_MARKER } from '../judge/cardQuestion.js';
import type { QuestionReading } from '../question/read.js';
import type { RulesReference } from '../reference.js';
import { activationLines, readActivation, runActivation, whyNot, type ActivationSituation } from './activation.js';
import type { CardFacts } from '../../cards/types.js';
import { cardFactSheet } from '../cardFacts.js';
import { engineOf } from './answer.js';

export function activationAnswer(reading: QuestionReading, db: CardDb, reference: RulesReference): Answer | null {
  const situation = readActivation(reading.text, reading.cards);
  if (!situation) return null;
  const run = runActivation(situation, engineOf(db), db);
  if (!run) return situation.responder ? staticResponse(situation, reference) : null;
  const lines = activationLines(situation, run, reading.text, reading.kind === 'can' || reading.kind === 'does');
  if (lines.length === 0) return null;
  const ids = situation.responder ? ['chain.speed-rule', 'chain.basics'] : situation.card.subtypes[0] === 'Field' ? ['zones.field', 'spell.field'] : ['chain.resolution'];
  const { citations, sections } = sectionsFor(reference, ids);
  const text = [...lines, '', QUOTED_MARKER, ...sections.slice(0, 2).map((s) => `- ${s.title} [${s.id}]: ${s.lead}`)].join('\n');
  return { kind: 'rules', text, citations, sections, source: 'engine' };
}

/**
 * "He activates Mirror Force, can I Magic Jammer it?" when the first card cannot be played on a
 * plain board (Mirror Force needs an attack): answered from Spell Speeds and the responding
 * card's own words about what it answers ("the activation of a Spell card"), and said so.
 */
function staticResponse(s: ActivationSituation, reference: RulesReference): Answer | null {
  const { card } = s;
  const resp = s.responder!.card;
  const speed = (c: CardFacts): number => cardFactSheet(c).speed ?? 1;
  const kind = /\bactivation of (?:a |an )?(spell|trap)\b/i.exec(resp.text)?.[1]?.toLowerCase();
  const wrongKind = kind !== undefined && kind !== card.frame;
  const ok = speed(resp) >= 2 && speed(resp) >= speed(card) && !wrongKind;
  const why = wrongKind
    ? `${resp.name} answers only the activation of a ${kind === 'spell' ? 'Spell' : 'Trap'} Card, and ${card.name} is a ${card.frame === 'spell' ? 'Spell' : 'Trap'}`
    : speed(resp) < 2 || speed(resp) < speed(card)
      ? whyNot(resp, card, null)
      : `${resp.name} (Spell Speed ${speed(resp)}) can respond to ${card.name} (Spell Speed ${speed(card)})`;
  const lead = `${ok ? 'Yes' : 'No'}: ${why} (from their Spell Speeds and ${resp.name}'s text; not played in the engine here).`;
  const { citations, sections } = sectionsFor(reference, ['chain.speed-rule', 'chain.basics']);
  return { kind: 'rules', text: [lead, '', QUOTED_MARKER, ...sections.slice(0, 2).map((x) => `- ${x.title} [${x.id}]: ${x.lead}`)].join('\n'), citations, sections, source: 'cards' };
}
