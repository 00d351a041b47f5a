/**
 * "He chains MST to my Pot of Greed, do I still draw 2?", "I activate Call of the Haunted and
 * he chains MST to it": a card destroyed by a card chained to it. The chained card resolves
 * first; then the first card's effect still applies if it is a Normal or Quick-Play card (its
 * effect was activated, and leaving the field does not undo that), and does nothing if it is a
 * Continuous, Equip or Field card (those apply only while they stay on the field).
 */
import type { CardFacts } from '../../cards/types.js';
import { sectionsFor, type Answer } from '../answer/types.js';
import type { NameHit } from '../../cards/nameMatch.js';
import type { QuestionReading } from '../question/read.js';
import type { RulesReference } from '../reference.js';
import { QUOTED_MARKER } from './cardQuestion.js';

const CHAIN_VERB = /\b(?:chains?|chained|chaining|respond(?:s|ed)? with|in response)\b/;
/** The question asks what the chain does. */
const RESULT = /\b(?:still|resolves?|resolution|happens?|come back|comes back|works?|get|gets|draws?|negat\w*|fizzl\w*|effect)\b/;
const LEGALITY = /\b(?:can|could|may|am)\s+(?:i|he|she|they|you|my opponent)\s+(?:still\s+)?(?:chain|respond|activate|use|play)\b/;
const DESTROYS_SPELL_TRAP = /\bdestroys?\b[^.]*\b(?:spell|trap)\b/i;

function at(text: string, hit: NameHit): number {
  return text.indexOf(hit.said);
}

/** The card chained (a Spell/Trap destroyer) and the card it was chained to, in the question's words. */
function readChained(reading: QuestionReading): { first: CardFacts; chained: CardFacts } | null {
  const text = reading.text;
  const verb = CHAIN_VERB.exec(text);
  if (!verb) return null;
  // "Can I chain MST to his Solemn?" asks whether the chain is legal, not what it does.
  if (LEGALITY.test(text) || !RESULT.test(text)) return null;
  const spellTraps = reading.cards.filter((h) => h.card.frame === 'spell' || h.card.frame === 'trap');
  if (spellTraps.length !== 2) return null;
  const destroyer = spellTraps.find((h) => DESTROYS_SPELL_TRAP.test(h.card.text) && Math.abs(at(text, h) - verb.index) <= 25);
  const other = spellTraps.find((h) => h !== destroyer);
  if (!destroyer || !other || DESTROYS_SPELL_TRAP.test(other.card.text)) return null;
  return { first: other.card, chained: destroyer.card };
}

export function chainedDestroyAnswer(reading: QuestionReading, reference: RulesReference): Answer | null {
  const read = readChained(reading);
  if (!read) return null;
  const { first, chained } = read;
  const icon = first.subtypes[0] ?? 'Normal';
  const stays = icon === 'Continuous' || icon === 'Equip' || icon === 'Field';
  const kind = `${icon === 'Quick-Play' ? 'Quick-Play' : icon} ${first.frame === 'spell' ? 'Spell' : 'Trap'}`;
  const ask = reading.kind === 'can' || reading.kind === 'does';
  const asksNot = /\b(?:negat\w*|stop\w*|cancel\w*|fizzle\w*|fail\w*)\b/.test(reading.text);
  const happens = !stays;
  const verdict = ask ? `${happens !== asksNot ? 'Yes' : 'No'}: ` : '';
  const effect = first.text ? ` (${first.text})` : '';
  const lead = happens
    ? `${verdict}${first.name} still resolves. ${chained.name}, the last Chain Link, resolves first and destroys it, but ${first.name} is a ${kind}: it has left the field, and its effect still applies when its own Chain Link resolves${effect}.`
    : `${verdict}${first.name}'s effect does not happen. ${chained.name}, the last Chain Link, resolves first and destroys it, and ${first.name} is a ${kind}: one no longer on the field when its Chain Link resolves does nothing${effect}.`;
  const { citations, sections } = sectionsFor(reference, stays ? ['chain.resolution', first.frame === 'trap' ? 'trap.continuous' : 'spell.continuous'] : ['chain.resolution', first.frame === 'trap' ? 'trap.normal' : 'spell.normal']);
  const text = [lead, '', QUOTED_MARKER, ...sections.map((s) => `- ${s.title} [${s.id}]: ${s.lead}`)].join('\n');
  return { kind: 'rules', text, citations, sections, source: 'cards' };
}
