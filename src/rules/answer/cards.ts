/** Questions about one card, answered from the card data. */
import type { CardDb } from '../../cards/cardDb.js';
import type { CardFacts } from '../../cards/types.js';
import { editDistance } from '../../engine/text/editDistance.js';
import type { RulesReference } from '../reference.js';
import { sectionsFor, type Answer } from './types.js';

export function normalizeName(text: string): string {
  return text.toLowerCase().replace(/['\u2019]/g, '').replace(/[^a-z0-9]+/g, ' ').trim();
}


/** A card whose name the phrase spells (exactly, nearly, or as most of a longer name). */
export function matchCardName(phrase: string, db: CardDb): CardFacts | undefined {
  const p = normalizeName(phrase)
    .replace(/^(the|a|an|card|this)\s+/, '')
    .replace(/\s+(card|monster|spell|trap|spell card|trap card)$/, '')
    .trim();
  if (p.length < 3) return undefined;
  const exact = db.byName(p);
  if (exact) return exact;
  for (const card of db.search(p, 5)) {
    const n = normalizeName(card.name);
    if (n === p) return card;
    if (p.length >= 4 && (` ${n} `).includes(` ${p} `) && p.length >= 0.5 * n.length) return card;
    if (editDistance(p, n) / Math.max(p.length, n.length) <= 0.2) return card;
  }
  return undefined;
}

const CARD_QUESTIONS: readonly RegExp[] = [
  /^(?:what|wat|wht)\s+(?:does|do|did|will|would)\s+(?:the\s+card\s+)?(.+?)\s+do$/,
  /^(?:what|wat)\s+(?:is|are)\s+(.+?)(?:'s|s)?\s+(?:effect|effects|stats|text|ability|atk|def|attack|defense|level|attribute)$/,
  /^(?:tell me about|tell me what|info(?:rmation)? (?:on|about|for)|details (?:on|of|for|about)|describe|look ?up|show me|card info(?: for| on)?|read me)\s+(.+?)(?:\s+(?:does|is))?$/,
  /^(?:what(?:'s|s| is| are)?|wat(?:s| is)?)\s+(?:the\s+)?(?:stats|atk|def|level|effect|text|attribute|type|card text)\s+(?:of|for|on)\s+(.+)$/,
  /^(?:stats|atk|def|effect|text|card text)\s+(?:of|for|on)\s+(.+)$/,
  /^(?:how (?:strong|big|good) is|who is|who's|whos)\s+(.+)$/,
  /^(.+?)(?:'s|s)?\s+(?:stats|effect|card text|text|atk and def)$/,
  /^(?:what(?:'s|s| is)?|wat(?:s| is)?)\s+(?:a\s+|an\s+|the\s+)?(.+)$/,
  /^(.+)$/,
];

/** The card a question asks about, if it is a question about one card. */
export function askedCard(question: string, db: CardDb): CardFacts | undefined {
  const q = question
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[?!.\s]+$/g, '')
    .replace(/^(?:hey|yo|so|ok|okay|um+|quick question)[,:]?\s+/, '')
    .trim();
  for (const pattern of CARD_QUESTIONS) {
    const m = pattern.exec(q);
    if (!m?.[1]) continue;
    const card = matchCardName(m[1], db);
    if (card) return card;
  }
  return undefined;
}

/** Cards a question names exactly (for context in a rules answer). */
export function cardsNamedIn(question: string, db: CardDb): CardFacts[] {
  const q = ` ${normalizeName(question)} `;
  return namesOf(db)
    .filter(({ name }) => q.includes(name))
    .map(({ card }) => card)
    .sort((a, b) => b.name.length - a.name.length)
    .slice(0, 3);
}

const namesCache = new WeakMap<CardDb, { name: string; card: CardFacts }[]>();

/** Every card's normalised name (5 characters or more), padded for whole-word search; computed once per database. */
function namesOf(db: CardDb): { name: string; card: CardFacts }[] {
  let names = namesCache.get(db);
  if (!names) {
    names = db.all().map((card) => ({ name: ` ${normalizeName(card.name)} `, card })).filter(({ name }) => name.length >= 7);
    namesCache.set(db, names);
  }
  return names;
}

const stat = (v: number | null | undefined): string => (v === null || v === undefined ? '?' : String(v));

/** One line of facts: "Dark Magician: Level 7 DARK Spellcaster Normal Monster, ATK 2500 / DEF 2100." */
export function cardFactsLine(card: CardFacts): string {
  if (card.frame === 'spell' || card.frame === 'trap') {
    const kind = card.frame === 'spell' ? 'Spell' : 'Trap';
    return `${card.name}: ${card.subtypes.join('/')} ${kind} Card.`;
  }
  const levelWord = card.frame === 'xyz' ? 'Rank' : card.frame === 'link' ? 'Link' : 'Level';
  const frameWord: Record<string, string> = {
    normal: 'Normal Monster', effect: 'Effect Monster', ritual: 'Ritual Monster', fusion: 'Fusion Monster',
    synchro: 'Synchro Monster', xyz: 'Xyz Monster', pendulum: 'Pendulum Monster', link: 'Link Monster',
  };
  const extras = card.subtypes.filter((t) => !['Normal', 'Effect'].includes(t) && t.toLowerCase() !== card.frame);
  const typeLine = [card.attribute, card.race, extras.length ? `${extras.join('/')}` : '', frameWord[card.frame] ?? 'Monster']
    .filter((x) => x)
    .join(' ');
  const stats = card.frame === 'link' ? `ATK ${stat(card.atk)}` : `ATK ${stat(card.atk)} / DEF ${stat(card.def)}`;
  return `${card.name}: ${levelWord} ${card.level ?? 0} ${typeLine}, ${stats}.`;
}

/** The reference section about a card's kind. */
function kindSection(card: CardFacts): string[] {
  switch (card.frame) {
    case 'normal':
      return ['card.normal-monster'];
    case 'effect':
      return card.subtypes.includes('Flip') ? ['card.effect-monster', 'effect.flip'] : ['card.effect-monster'];
    case 'ritual':
      return ['card.ritual-monster'];
    case 'fusion':
      return ['card.fusion-monster'];
    case 'synchro':
      return ['card.synchro-monster'];
    case 'xyz':
      return ['card.xyz-monster'];
    case 'pendulum':
      return ['card.pendulum-monster'];
    case 'link':
      return ['card.link-monster'];
    case 'spell': {
      const map: Record<string, string> = {
        Normal: 'spell.normal', 'Quick-Play': 'spell.quick-play', Continuous: 'spell.continuous',
        Equip: 'spell.equip', Field: 'spell.field', Ritual: 'spell.ritual',
      };
      return [map[card.subtypes[0] ?? ''] ?? 'spell.overview'];
    }
    case 'trap': {
      const map: Record<string, string> = { Normal: 'trap.normal', Continuous: 'trap.continuous', Counter: 'trap.counter' };
      return [map[card.subtypes[0] ?? ''] ?? 'trap.overview'];
    }
  }
}

/** How many Tributes a Normal Summon or Set of this monster takes, in a sentence; null for other cards. */
export function tributeSentence(card: CardFacts): string | null {
  if (!['normal', 'effect', 'pendulum'].includes(card.frame) || card.level === null || card.level === undefined) return null;
  const level = card.level;
  const need = level >= 7 ? 'two Tributes' : level >= 5 ? 'one Tribute' : 'no Tributes';
  return `${card.name} is Level ${level}, so Normal Summoning or Setting it takes ${need}.`;
}

/** "What is Dark Magician's ATK?": the one figure asked for, in a sentence, before the card's facts. */
export function statLead(card: CardFacts, question: string): string | null {
  const q = question.toLowerCase();
  const isMonster = card.frame !== 'spell' && card.frame !== 'trap';
  const asks = (re: RegExp): boolean => re.test(q);
  if (isMonster && asks(/\batk\b|\battack (?:points|power)\b|\bhow strong\b/) && asks(/\bdef\b|\bdefen[cs]e\b/)) return `${card.name} has ${stat(card.atk)} ATK and ${card.frame === 'link' ? 'no DEF (it is a Link Monster)' : `${stat(card.def)} DEF`}.`;
  if (isMonster && asks(/\batk\b|\battack (?:points|power)\b|\bhow strong\b/)) return `${card.name} has ${stat(card.atk)} ATK.`;
  if (isMonster && asks(/\bdef\b|\bdefen[cs]e\b/)) return card.frame === 'link' ? `${card.name} has no DEF: it is a Link Monster.` : `${card.name} has ${stat(card.def)} DEF.`;
  if (isMonster && asks(/\b(?:level|lvl|stars?|rank)\b/)) return `${card.name} is ${card.frame === 'xyz' ? 'Rank' : card.frame === 'link' ? 'Link' : 'Level'} ${card.level ?? 0}.`;
  if (isMonster && asks(/\battribute\b/)) return `${card.name} is ${card.attribute ?? 'of no'} Attribute.`;
  if (asks(/\b(?:tributes?|sacrifices?)\b/)) return tributeSentence(card);
  return null;
}

export function cardAnswer(card: CardFacts, reference: RulesReference, question = ''): Answer {
  const lead = statLead(card, question);
  const lines = [...(lead ? [lead] : []), cardFactsLine(card), card.text];
  if (!card.scripted) lines.push('(The duel engine does not run this card yet: it cannot be played in a duel here.)');
  const { citations, sections } = sectionsFor(reference, kindSection(card));
  if (lead && /Tribute/.test(lead)) sections.unshift(...sectionsFor(reference, ['summon.tribute']).sections);
  if (lead && /Tribute/.test(lead)) citations.unshift('summon.tribute');
  if (sections[0]) lines.push(`About this kind of card: ${sections[0].lead} (${sections[0].id})`);
  return { kind: 'card', text: lines.join('\n'), citations, sections, source: 'cards', card };
}

