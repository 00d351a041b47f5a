/**
 * What the judge knows about one card, derived automatically from its script (the
 * CardScript the engine runs: each effect's kind, speed, trigger, targets, cost,
 * categories, condition) together with its printed facts (frame, icon) and our own words
 * of its text. Nothing here is written per card: a new script gets its facts for free.
 *
 * Each fact says where it came from (the script, the card's text, or the rules for its
 * kind), and a fact that cannot be known is `unknown` rather than guessed.
 */
import { factsTable } from '../cards/factsFile.js';
import type { CardFacts } from '../cards/types.js';
import { scriptLookup as defaultScripts } from '../cards/scripts/index.js';
import type { CardScript, EffectDef, EffectKind, ScriptLookup, SpellSpeed, TargetSlot } from '../engine/effects/api.js';

export type Known = 'yes' | 'no' | 'unknown';
export type FactSource = 'script' | 'text' | 'kind';

export interface TargetFact {
  what: string;
  min: number;
  max: number;
  from: string;
  side: 'own' | 'opponent' | 'both';
}

export interface EffectFact {
  id: string;
  kind: EffectKind;
  speed: SpellSpeed;
  optional: boolean;
  /** "When ... you can": can miss its timing. */
  canMissTiming: boolean;
  /** Where the card must be for a trigger to activate ("field" when the script does not say). */
  triggersFrom: string[];
  oncePerTurn: 'card' | 'name' | null;
  /** The effect has an activation requirement beyond timing (the script checks one). */
  hasCondition: boolean;
  targets: TargetFact[];
  cost: string[];
  categories: string[];
  damageStep: boolean;
}

/** A yes/no/unknown with where the answer came from. */
export interface Derived {
  value: Known;
  source: FactSource;
  why: string;
}

export interface CardFactSheet {
  card: CardFacts;
  /** The engine runs a script for it. */
  scripted: boolean;
  /** We have our own words for what it does (not only its stats). */
  hasText: boolean;
  /** "Normal Trap", "Quick-Play Spell", "Flip Effect Monster"... */
  kindName: string;
  /** The Spell Speed of its card activation or main effect; null for a monster without effects. */
  speed: SpellSpeed | null;
  effects: EffectFact[];
  /** Codes of its Continuous effects (while face-up or equipped). */
  continuous: string[];
  targets: Derived;
  faceDown: Derived;
  specialSummons: Derived;
  defensePosition: Derived;
  status: { tcg?: string; ocg?: string };
  /** How it may come to the field, from its script and frame. */
  summon: { specialOnly: boolean; toon: boolean; materials: string[]; cannotBeTributed: boolean; tokenCannotBeTributed: boolean };
  /** Rule sections about its kind, most specific first. */
  sections: string[];
  /** The format whose wording the script was read in (GOAT plays pre-errata wording); null: today's. */
  format: string | null;
  /** What a search effect may add ("a monster with 1500 or less ATK"), from the script's words, else its text. */
  search: { what: string; source: FactSource } | null;
  /** How long what it does lasts, from its text ("until the End Phase of this turn"); null when the text says nothing. */
  lasts: string | null;
}

const FROM_WORDS: Record<string, string> = {
  field: 'the field', monsters: 'the Monster Zones', spellTraps: 'the Spell & Trap Zones', graveyard: 'the Graveyard', hand: 'the hand',
};

/** The Spell Speed the engine gives an effect (api.ts: Spells 1, Quick-Play 2, Traps 2, Counter 3, quick effects 2). */
function speedOf(card: CardFacts, e: EffectDef): SpellSpeed {
  if (e.speed) return e.speed;
  if (e.kind === 'spell') return card.subtypes.includes('Quick-Play') ? 2 : 1;
  if (e.kind === 'trap') return card.subtypes.includes('Counter') ? 3 : 2;
  return e.kind === 'quick' ? 2 : 1;
}

function costWords(e: EffectDef): string[] {
  const c = e.cost;
  if (!c) return [];
  const out: string[] = [];
  if (c.lp) out.push(`pay ${c.lp} Life Points`);
  if (c.halfLp) out.push('pay half your Life Points');
  if (c.discard) out.push(`discard ${c.discard} card${c.discard > 1 ? 's' : ''}`);
  for (const r of c.restrictions ?? []) out.push(r === 'cannot-summon' ? 'you cannot Summon other monsters that turn' : 'you cannot enter the Battle Phase that turn');
  return out;
}

function targetFact(t: TargetSlot): TargetFact {
  return { what: t.what, min: t.min, max: t.max, from: t.from.map((f) => FROM_WORDS[f] ?? f).join(' or '), side: t.side };
}

function effectFact(card: CardFacts, e: EffectDef): EffectFact {
  return {
    id: e.id,
    kind: e.kind,
    speed: speedOf(card, e),
    optional: e.optional ?? e.kind === 'ignition',
    canMissTiming: Boolean(e.when),
    triggersFrom: e.kind === 'trigger' || e.kind === 'flip' ? [...(e.triggersFrom ?? ['field'])] : [],
    oncePerTurn: e.oncePerTurn ?? null,
    hasCondition: typeof e.condition === 'function',
    targets: (e.targets ?? []).map(targetFact),
    cost: costWords(e),
    categories: [...(e.categories ?? [])],
    damageStep: Boolean(e.damageStep),
  };
}

export function kindName(card: CardFacts): string {
  if (card.frame === 'spell' || card.frame === 'trap') return `${card.subtypes[0] ?? 'Normal'} ${card.frame === 'spell' ? 'Spell' : 'Trap'}`;
  const flip = card.subtypes.includes('Flip') ? 'Flip ' : '';
  const toon = card.subtypes.includes('Toon') ? 'Toon ' : '';
  const frame = card.frame === 'normal' ? 'Normal' : card.frame === 'effect' ? 'Effect' : card.frame[0]!.toUpperCase() + card.frame.slice(1);
  return `${toon}${flip}${frame} Monster`;
}

/** The rule sections about a card's kind (for citing). */
export function kindSections(card: CardFacts): string[] {
  if (card.frame === 'spell') {
    const m: Record<string, string> = { Normal: 'spell.normal', 'Quick-Play': 'spell.quick-play', Continuous: 'spell.continuous', Equip: 'spell.equip', Field: 'spell.field', Ritual: 'spell.ritual' };
    return [m[card.subtypes[0] ?? ''] ?? 'spell.overview', 'spell.overview'];
  }
  if (card.frame === 'trap') {
    const m: Record<string, string> = { Normal: 'trap.normal', Continuous: 'trap.continuous', Counter: 'trap.counter' };
    return [m[card.subtypes[0] ?? ''] ?? 'trap.overview', 'trap.overview'];
  }
  if (card.subtypes.includes('Flip')) return ['effect.flip', 'card.effect-monster'];
  return card.frame === 'normal' ? ['card.normal-monster'] : [`card.${card.frame}-monster`];
}

const NOT_WRITTEN = /not written up here yet|not playable yet/i;

export function cardFactSheet(card: CardFacts, scripts: ScriptLookup = defaultScripts, format?: string): CardFactSheet {
  const script: CardScript | undefined = scripts(card.passcode, format as Parameters<ScriptLookup>[1]);
  const effects = (script?.effects ?? []).map((e) => effectFact(card, e));
  const hasText = !card.factsOnly && !NOT_WRITTEN.test(card.text);
  const sheet: CardFactSheet = {
    card,
    scripted: Boolean(script),
    hasText,
    kindName: kindName(card),
    // A Spell or Trap Card's own Spell Speed is its card activation's, not a trigger's it also has (Limiter Overload).
    speed: (card.frame === 'spell' || card.frame === 'trap' ? effects.find((e) => e.kind === 'spell' || e.kind === 'trap')?.speed : effects[0]?.speed) ?? (card.frame === 'spell' ? (card.subtypes.includes('Quick-Play') ? 2 : 1) : card.frame === 'trap' ? (card.subtypes.includes('Counter') ? 3 : 2) : null),
    effects,
    continuous: (script?.continuous ?? []).map((c) => c.code),
    targets: { value: 'unknown', source: 'text', why: '' },
    faceDown: { value: 'unknown', source: 'text', why: '' },
    specialSummons: { value: 'unknown', source: 'text', why: '' },
    defensePosition: { value: 'unknown', source: 'text', why: '' },
    status: statusOf(card),
    summon: {
      specialOnly: Boolean(script?.specialSummonOnly) || card.frame === 'ritual' || ['fusion', 'synchro', 'xyz', 'link'].includes(card.frame),
      toon: Boolean(script?.toon) || card.subtypes.includes('Toon'),
      materials: [...(script?.fusionMaterials ?? [])],
      cannotBeTributed: Boolean(script?.cannotBeTributedForTributeSummon),
      // The Token a card makes is printed with the card's passcode + 1 (Scapegoat 73915051, Sheep Token 73915052).
      tokenCannotBeTributed: Boolean(scripts(card.passcode + 1, format as Parameters<ScriptLookup>[1])?.cannotBeTributedForTributeSummon),
    },
    sections: kindSections(card),
    format: format ?? null,
    search: null,
    lasts: hasText ? lastsFromText(card.text) : null,
  };
  sheet.search = searchFact(script, card, hasText);
  sheet.targets = targetsFact(sheet);
  sheet.faceDown = faceDownFact(sheet);
  sheet.specialSummons = specialSummonFact(sheet);
  sheet.defensePosition = defenseFact(sheet);
  return sheet;
}

/** The card's list status: our own cards carry none, so it is read from the facts of every card. */
function statusOf(card: CardFacts): { tcg?: string; ocg?: string } {
  const status = card.status ?? factsTable().card(card.passcode)?.status;
  return { ...(status?.tcg ? { tcg: status.tcg } : {}), ...(status?.ocg ? { ocg: status.ocg } : {}) };
}

/** What the card's effects target, in words ("1 Spell or Trap card on the field"). */
export function targetWords(sheet: CardFactSheet): string[] {
  return sheet.effects.flatMap((e) => e.targets.map((t) => `${t.min === t.max ? t.min : `${t.min} to ${t.max}`} ${t.what}`));
}

function targetsFact(sheet: CardFactSheet): Derived {
  if (sheet.scripted) {
    const words = targetWords(sheet);
    if (words.length) return { value: 'yes', source: 'script', why: `it targets ${words.join(' and ')}` };
    // An Equip Spell is always equipped to a monster it targets (rule spell.equip) even where the script keeps it implicit.
    if (sheet.card.subtypes.includes('Equip')) return { value: 'yes', source: 'kind', why: 'an Equip Spell targets the monster it is equipped to' };
    return { value: 'no', source: 'script', why: 'its effect chooses no target: it applies to what it names when it resolves' };
  }
  if (!sheet.hasText) return { value: 'unknown', source: 'text', why: 'the engine has no script for it and there is no text for it here' };
  if (/nothing is targeted|does not target|doesn't target|no target/i.test(sheet.card.text)) return { value: 'no', source: 'text', why: 'its text says nothing is targeted' };
  return /\btarget/i.test(sheet.card.text)
    ? { value: 'yes', source: 'text', why: 'its text says it targets' }
    : { value: 'no', source: 'text', why: 'its text does not say "target"' };
}

/** The words that say what an effect can hit: its target descriptions and its text. */
function affectWords(sheet: CardFactSheet): string {
  return [...sheet.effects.flatMap((e) => e.targets.map((t) => t.what)), sheet.hasText ? sheet.card.text : ''].join(' ').toLowerCase();
}

function affectsCards(sheet: CardFactSheet): boolean {
  return sheet.effects.some((e) => e.targets.length > 0 || e.categories.some((c) => /destroy|control|position|to-hand|banish|stat-change/.test(c)));
}

function faceDownFact(sheet: CardFactSheet): Derived {
  if (!sheet.hasText && !sheet.scripted) return { value: 'unknown', source: 'text', why: 'there is no script and no text for it here' };
  const words = affectWords(sheet);
  if (/face-?down|\bset cards?\b/.test(words)) {
    return { value: 'yes', source: sheet.scripted ? 'script' : 'text', why: 'it covers face-up and face-down cards alike' };
  }
  if (/face-?up/.test(words)) return { value: 'no', source: sheet.scripted ? 'script' : 'text', why: 'it only affects face-up cards ("face-up" is part of what it affects)' };
  // A face-down monster is always in Defense Position, so "monsters in Attack Position" (Mirror Force) never reaches one.
  if (/attack position/.test(words) && !/defen[cs]e position/.test(words)) {
    return { value: 'no', source: 'text', why: 'it only affects monsters in Attack Position, and a face-down monster is always in Defense Position' };
  }
  if (!affectsCards(sheet) && !/destroy|return|banish|take control|change/.test(words)) return { value: 'unknown', source: 'text', why: 'it does not affect cards on the field directly' };
  return { value: 'yes', source: sheet.scripted ? 'script' : 'text', why: 'nothing in it limits it to face-up cards, so face-down cards are affected too' };
}

function specialSummonFact(sheet: CardFactSheet): Derived {
  const words = affectWords(sheet);
  if (!/summon/.test(words)) return { value: 'unknown', source: 'text', why: 'it says nothing about Summons' };
  if (/special summon/.test(words) && /(respond|when|if).{0,80}special summon|special summoned/.test(words)) return { value: 'yes', source: 'text', why: 'its text includes Special Summons' };
  if (/(normal|flip|tribute) (or (normal|flip|tribute) )?summon/.test(words) && !/special summon/.test(words)) {
    return { value: 'no', source: sheet.scripted ? 'script' : 'text', why: 'it names only Normal, Tribute or Flip Summons, and a Special Summon is none of those' };
  }
  return { value: 'unknown', source: 'text', why: 'its words do not settle which Summons it covers' };
}

function defenseFact(sheet: CardFactSheet): Derived {
  const words = affectWords(sheet);
  if (/attack position monsters?|monsters? in attack position/.test(words) && !/defen[cs]e position monsters?/.test(words)) {
    return { value: 'no', source: 'text', why: 'it only covers monsters in Attack Position' };
  }
  if (/attack position/.test(words) && !/defen[cs]e position/.test(words)) return { value: 'no', source: 'text', why: 'it only covers monsters in Attack Position' };
  if (/defen[cs]e position/.test(words) && !/attack position/.test(words)) return { value: 'yes', source: 'text', why: 'it is about monsters in Defense Position' };
  if (!affectsCards(sheet)) return { value: 'unknown', source: 'text', why: 'it does not affect monsters on the field directly' };
  return { value: 'yes', source: sheet.scripted ? 'script' : 'text', why: 'nothing in it limits it to one battle position' };
}

/** "1500 or less ATK", "a Warrior-Type monster": the words of a search, from the script's label, else its text. */
function searchFact(script: CardScript | undefined, card: CardFacts, hasText: boolean): CardFactSheet['search'] {
  const searches = (script?.effects ?? []).filter((e) => e.categories?.includes('search'));
  for (const e of searches) {
    const m = /\badd (.+?) from (?:the|your) deck\b/i.exec(e.label ?? '');
    if (m) return { what: m[1]!, source: 'script' };
  }
  if (!hasText) return null;
  const m = /\badd (.+?) from your deck\b/i.exec(card.text);
  return m ? { what: m[1]!, source: 'text' } : null;
}

/** How long its effect lasts, in the words of its text. */
export function lastsFromText(text: string): string | null {
  const patterns = [
    /until the end phase of (?:this|the) turn/i, /for the rest of (?:this|the) turn/i, /until the end of (?:this|the) turn/i,
    /during the end phase of your opponent's \w+ turn after (?:its|this card's) activation/i, /until the end of your (?:next|opponent's next) turn/i,
  ];
  for (const re of patterns) {
    const m = re.exec(text);
    if (m) return m[0].replace(/^\w/, (c) => c.toLowerCase());
  }
  return null;
}
