/**
 * Reads a player's rules question before anything answers it: what kind of question it
 * is (can I / does it / what happens / how much / when / why), which cards it names
 * (typos, possessives and nicknames included), the numbers it gives (ATK, DEF, LP, how
 * many attacks), whose cards they are, the format, and which aspect of a card it asks
 * about. The topic is chosen from that reading, not from surface words: "can I flip my
 * Set Dark Hole on his turn?" is about when a Normal Spell can be activated.
 */
import type { CardDb } from '../../cards/cardDb.js';
import { createNameMatcher, type NameHit, type NameMatcher } from '../../cards/nameMatch.js';
import type { CardFacts } from '../../cards/types.js';
import { goatPoolNames } from '../formatLists.js';
import type { RulesReference } from '../reference.js';

export type QuestionKind = 'can' | 'does' | 'what-happens' | 'how-much' | 'when' | 'why' | 'what-is' | 'other';

/** What about a card the question asks. */
export type Aspect =
  | 'targets' | 'face-down' | 'special-summon' | 'defense' | 'timing' | 'opponent-turn' | 'set-turn'
  | 'cost' | 'trigger' | 'status' | 'chain' | 'negate' | 'effect' | 'damage-step' | 'whose' | 'other-phase'
  | 'speed' | 'kind' | 'how-summon' | 'normal-summon' | 'tribute' | 'resolve' | 'works-on-kind' | 'from-hand'
  | 'count' | 'duration' | 'own-side' | 'search' | 'once-per-turn' | 'protection' | 'does-effect' | 'stat';

export type Topic = 'card' | 'battle' | 'status' | 'rules';

export interface QuestionReading {
  question: string;
  /** Lower case, typographic quotes folded. */
  text: string;
  kind: QuestionKind;
  cards: NameHit[];
  aspects: Aspect[];
  /** The format the question names, if any. */
  format: 'goat' | 'classic' | 'modern' | 'tcg' | 'ocg' | null;
  /** Says "not"/"n't" about what it asks. */
  negated: boolean;
  topic: Topic;
}

const KIND_PATTERNS: readonly [QuestionKind, RegExp][] = [
  ['why', /^(?:why|how come)\b/],
  ['how-much', /^(?:how (?:much|many)|what(?:'s| is) the damage)\b|\bhow much (?:damage|lp|life)\b/],
  ['when', /^(?:when|at what point|in what phase|what phase)\b/],
  ['what-happens', /\bwhat (?:happens|would happen|will happen|happen)\b|\bwho wins\b|\bwhat(?:'s| is) the (?:outcome|result)\b/],
  ['can', /^(?:can|could|may|am i allowed|is it (?:legal|possible|ok)|cn)\b/],
  ['does', /^(?:does|do|is|are|will|would|did|doesnt|doesn't|dose|dos)\b/],
  ['what-is', /^(?:what|wat|whats|what's|explain|define)\b/],
];

const ASPECT_PATTERNS: readonly [Aspect, RegExp][] = [
  ['targets', /\btarget(?:s|ing|ed)?\b|\bchoose (?:a|which)\b|\bdoes it (?:pick|choose)\b/],
  ['face-down', /\b(?:hit|destroy|affect|get|work on|work against|stop|kill|wipe|hurt)\w*\s+(?:a\s+|the\s+|his\s+|her\s+|their\s+)?(?:set|face ?-?down)\b|\bface ?-?down (?:monsters?|cards?|ones|defen[cs]e|spells?|traps?)\b|\bset (?:monsters|cards)\b/],
  ['special-summon', /\bspecial(?:ly)?[ -]?summon\w*|\bss'?d\b|\bspecial summons\b/],
  ['defense', /\bdefen[cs]e (?:position|mode|pos)\b|\bin def(?:en[cs]e)?\b|\bdefen[cs]e monsters?\b|\bdef position\b/],
  ['opponent-turn', /\b(?:his|her|their|the other (?:guy|player)'?s?|opponents?'?s?|opp'?s?|enemy'?s?|your) (?:next )?(?:turn|(?:battle|main|end|standby|draw) phase)\b|\bon (?:his|her|their) turn\b|\bduring (?:his|her|their|the opponent'?s?) turn\b/],
  ['other-phase', /\b(?:battle phase|end phase|standby phase|draw phase|damage step|during (?:the )?battle|in battle)\b/],
  ['set-turn', /\b(?:same )?turn (?:i|it was|you|he|she) set\b|\bturn it was set\b|\bjust set\b|\bset it (?:this|the same) turn\b|\bset\b.*\b(?:same|this) turn\b/],
  ['from-hand', /\bfrom (?:my|the|your|his|her) hand\b|\bstraight from\b/],
  ['timing', /\bwhen can\b|\bwhat (?:phase|step)\b|\bbattle phase\b|\bmain phase\b|\bend phase\b|\bstandby\b|\bin the middle of\b|\banytime\b|\bany time\b|\bwhen (?:do|does|is) (?:it|this)\b/],
  ['damage-step', /\bdamage step\b|\bdamage calc\w*\b/],
  ['cost', /\bcosts?\b|\bpay\b|\bwithout (?:discarding|paying)\b|\bdiscard\w*\b/],
  ['trigger', /\btrigger\w*\b|\bgo(?:es)? off\b|\bwhen does\b.*\b(?:activate|work|happen)\b|\bmiss(?:es)? (?:the )?timing\b|\bif (?:it'?s|he'?s|she'?s|its) (?:banished|destroyed|tributed|sent|discarded|removed)\b|\bwhen (?:it|he|she) (?:dies|is destroyed|goes to)\b|\bfrom the (?:hand|graveyard|grave|gy)\b|\b(?:gets?|goes|is|was) (?:sent|destroyed|banished|tributed|discarded|removed)\b[^?]*\b(?:happen\w*|do(?:es)? (?:anything|something|smth|sth)|activat\w*|effect)\b/],
  // "X in goat ok?", "can i run X in goat": a card asked about in a format whose list decides it.
  ['status', /\b(?:banned|forbidden|limited|semi[- ]?limited|unlimited|legal|ban ?list|restricted|how many copies|allowed in)\b|\bhow many\b[^?]*\b(?:run|play|use|have)\b|\bin (?:goat|tcg|ocg)\b[^?]*\b(?:ok|okay|fine|allowed|playable)\b|\b(?:ok|okay|fine|allowed|playable) (?:in|for) (?:goat|tcg|ocg)\b|\bcan (?:i|you|we) (?:still )?(?:run|play|use)\b[^?]*\bin (?:goat|tcg|ocg)\b/],
  ['chain', /\bchain\w*\b|\brespond\w*\b|\bin response\b/],
  ['speed', /\bspell speed\b|\bspeed\b/],
  ['resolve', /\bresolves? first\b|\bwho resolves\b|\bresolution order\b|\bwhich resolves\b/],
  ['kind', /\b(?:is|are) (?:it|this|that|[\w'-]+(?: [\w'-]+){0,4}) (?:a|an) (?:flip|quick|trigger|ignition|continuous|normal|effect|counter|quick-play|quickplay|field|equip|ritual|fusion|toon|spell|trap)\b|\bwhat kind of\b|\bwhat type of (?:card|spell|trap|effect)\b/],
  ['how-summon', /\bhow (?:do|can|to|would) (?:i |you |we )?(?:summon|get|bring|play)\b/],
  ['normal-summon', /\b(?:normal summon\w*|set|sets|tribute summon\w*)\b/],
  ['tribute', /\btribut\w*\b/],
  ['works-on-kind', /\b(?:work|works|stop|stops|negate|negates|hit|hits|counter|chain(?:ed)? to|respond to|on)\b[^?]*\b(?:spell|trap) cards?\b|\bto (?:a|an|his|her|my) (?:spell|trap)(?: cards?)?\b/],
  ['negate', /\bnegat\w*\b|\bcounter (?:it|that|a|the)\b|\bstop (?:it|that|the activation)\b/],
  ['whose', /\b(?:on|from|in|against|take|revive|steal)\s+(?:my |his |her |their |the |your )?(?:own |opponent'?s?'? |opp'?s?'? |his |her |their |my |enemy'?s? )(?:monsters?|cards?|graveyard|grave|gy|side|field|spells?|traps?)\b/],
  ['effect', /\bwhat does\b.*\bdo\b|\beffect\b|\bwhat (?:is|s) (?:it|that)\b/],
  // A monster's printed Level, ATK, DEF or Attribute ("is bewd level 8", "whats dm's attack").
  ['stat', /\b(?:level|lvl|stars?|atk|def|attribute)\b|\b(?:its|s) (?:attack|defen[cs]e)\b|\battack (?:points|power|stat)\b/],
  // How many cards it draws, Tokens it makes, cards it destroys ("pot of greed draws how many"); not copies in a deck, turns or Tributes.
  ['count', /\b(?:how many|how much|number of)\b(?![^?]*\b(?:copies|turns?|tributes?|times)\b)(?![^?]*\b(?:run|allowed|play in|in (?:a|my) deck)\b)/],
  ['duration', /\bhow long\b|\blast(?:s|ing)?\b(?! (?:turn|card|one|monster|attack))|\bhow many turns\b|\buntil when\b|\bwhen does (?:it|the effect|that) (?:end|wear off|expire|go away)\b|\bwears? off\b|\bkeep (?:it|him|her|them|his|her|their|the|control)\b|\b(?:get|give) (?:it|him|her|them|my \w+) back\b/],
  ['own-side', /\b(?:my own|mine too|both sides|my side|own (?:monsters?|cards?|spells?|traps?))\b|\bone of my\b|\bmy (?:monsters?|cards?|spells?|traps?|set cards?|stuff)(?: too| as well| also)\b|\b(?:destroy|hit|kill|target|affect)\w* (?:my|mine)\b/],
  ['search', /\bsearch\w*\b|\b(?:what|which)\b[^?]*\b(?:add|adds|fetch|pull)\b|\bwhat (?:can|does|do|will) (?:i|it|you|he|she) (?:get|add|fetch|pull|grab)\b|\badd\w* (?:to (?:my|your|the) hand|from (?:my|the|your) deck)\b|\bfetch\w*\b/],
  ['once-per-turn', /\bonce (?:per|a|each) turn\b|\bevery time\b|\bmore than once\b|\btwice (?:a|per|in (?:a|one|the same|the) (?:same )?turn)\b|\bhard once\b/],
  // "Does it destroy / negate / banish ...", "X destroys Y, right?": checked against what the card does.
  ['does-effect', /\b(?:destroy\w*|die|dies|kill\w*|negat\w*|banish\w*|wins?)\b/],
  ['protection', /\b(?:stop|stops|prevent|prevents|protect|protects|save|saves)\b[^?]*\b(?:damage|destr\w*|battle)\b|\bstill (?:get |be )?(?:destroyed|die|dies|take (?:battle )?damage|lose (?:lp|life))\b|\bdo i (?:still )?take (?:any )?(?:battle )?damage\b/],
];

/** Words of the game a lone word is never a card for (a nickname like "goat" or "graveyard" must not win over them). */
const GAME_WORDS = [
  'goat', 'classic', 'modern', 'tcg', 'ocg', 'edison', 'format', 'banned', 'limited', 'turn', 'his', 'her', 'my', 'your',
  'set', 'flip', 'chain', 'attack', 'attacks', 'trap', 'spell', 'monster', 'monsters', 'field', 'hand', 'deck', 'graveyard',
  'grave', 'gy', 'damage', 'battle', 'summon', 'tribute', 'equip', 'token', 'tokens', 'fusion', 'ritual', 'target', 'white',
  'dark', 'light', 'fire', 'water', 'wind', 'earth', 'dragon', 'warrior', 'magician', 'mode', 'got', 'gets', 'guy',
  'go', 'goes', 'off', 'does', 'work', 'works', 'still', 'again', 'before', 'after',
  // Roles in a battle: "a 1200 DEF defender" is a monster, not Staunch Defender.
  'defender', 'defenders', 'attacker', 'attackers', 'defending', 'attacking',
  // Players' short forms of game words ("attack pos", "opp's lp"), never card initials here.
  'pos', 'atk', 'def', 'lp', 'opp', 'ep', 'mp', 'bp', 'sp', 'dp', 'ss', 'gy', 'cg', 'face', 'down', 'next', 'take', 'lose', 'win',
  // Short English words that are also the initials of some two-word name ("am": Aqua Madoor).
  'am', 'an', 'as', 'at', 'be', 'by', 'do', 'if', 'in', 'is', 'it', 'me', 'no', 'of', 'on', 'or', 'so', 'to', 'up', 'us', 'we',
];

let cached: { db: CardDb; reference: RulesReference | null; matcher: NameMatcher } | undefined;

/** The matcher for this card database, reading lone words of the rules reference as game words. */
export function matcherFor(db: CardDb, reference: RulesReference | null = null): NameMatcher {
  if (cached && cached.db === db && cached.reference === reference) return cached.matcher;
  const common = new Set(GAME_WORDS);
  // Words the rules write in lower case are ordinary words; capitalised only, they may be part of a card's name ("Solemn").
  const plain = new Set(GAME_WORDS);
  // A section's aliases may name cards ("solemn judgment"): their words are common only when the rules' own text uses them.
  const inNames = new Set(db.all().flatMap((c) => c.name.toLowerCase().split(/[^a-z0-9]+/)));
  for (const s of reference?.sections ?? []) {
    const words = `${s.title} ${s.body}`;
    for (const w of words.toLowerCase().split(/[^a-z0-9]+/)) if (w.length > 1) common.add(w);
    for (const w of s.aliases.join(' ').toLowerCase().split(/[^a-z0-9]+/)) if (w.length > 1 && !inNames.has(w)) common.add(w);
    for (const w of `${s.title} ${s.body}`.split(/[^A-Za-z0-9]+/)) if (/^[a-z]/.test(w)) plain.add(w);
  }
  const matcher = createNameMatcher(db, { everyCard: true, commonWords: common, typoNames: goatPoolNames(), partialNames: plain });
  cached = { db, reference, matcher };
  return matcher;
}

/** The kind a clause's opening words give it, or null. */
export function kindAtStart(text: string): QuestionKind | null {
  const start = text.replace(/^(?:hey|yo|so|ok|okay|um+|wait|quick question|question|judge|q|and|then|but)[,:]?\s+/, '');
  for (const [kind, re] of KIND_PATTERNS) if (re.test(start)) return kind;
  return null;
}

/** An auxiliary and its subject in mid-sentence: where the question of "if it gets flipped does that count ..." starts. */
const MID_QUESTION = /\b(?:can|could|may|does|do|is|are|will|would|did)\s+(?:i|it|he|she|they|that|this|those|these|my|his|her|their|the|a|an|we|you|[a-z]+ (?:still|also))\b/g;

/**
 * What kind of question it is, read from the clause that asks it: "he has 2000 lp and attacks,
 * I flip Magic Cylinder, do I win?" is a yes/no question though it opens with a situation. The
 * whole text is read first, then each clause, then an auxiliary with its subject mid-sentence.
 */
export function questionKind(text: string): QuestionKind {
  const whole = kindAtStart(text);
  const clauses = text.split(/[,;.?!:]+\s*|\s+-+\s+/).map((c) => c.trim()).filter(Boolean);
  // "what happens to a continuous trap, does it go to the graveyard?": the yes/no clause after it is the question.
  const later = clauses.slice(1).map(kindAtStart).filter((k): k is QuestionKind => k !== null && k !== 'what-is');
  if (whole && whole !== 'what-is' && !(whole === 'what-happens' && later.some((k) => k === 'can' || k === 'does'))) return whole;
  if (later.length) return later[later.length - 1]!;
  if (whole) return whole;
  // "where does it go", "which one ...": a question word first is never a yes/no question.
  if (/^(?:where|what|which|who|whose|how|when|why)\b/.test(text)) return 'other';
  for (const m of [...text.matchAll(MID_QUESTION)].reverse()) {
    if (m.index === 0) continue;
    const kind = kindAtStart(text.slice(m.index));
    if (kind) return kind;
  }
  return 'other';
}

export function foldText(question: string): string {
  return question.toLowerCase().replace(/[\u2018\u2019`]/g, "'").replace(/\s+/g, ' ').trim();
}

/** "flip" said of a Set Spell or Trap means activating it, not a Flip Summon or a Flip effect. */
function flipMeansActivate(text: string, cards: readonly CardFacts[]): boolean {
  return /\bflip(?:ping)?\b/.test(text) && cards.some((c) => c.frame === 'spell' || c.frame === 'trap');
}

function aspectsOf(text: string, cards: readonly CardFacts[]): Aspect[] {
  const out: Aspect[] = [];
  for (const [aspect, re] of ASPECT_PATTERNS) if (re.test(text)) out.push(aspect);
  if (flipMeansActivate(text, cards) && !out.includes('timing')) out.push('timing');
  // "my Set Dark Hole": the asker's own Set card is not a question about hitting face-down cards.
  if (out.includes('face-down') && /\b(?:my|a|the) set (?:spell|trap|card)?\b/.test(text) && !/\b(?:hit|destroy|affect)\w*\b/.test(text)) {
    out.splice(out.indexOf('face-down'), 1);
  }
  // "my Set Magician of Faith", "his set card": "set" describing a card is not a question about Setting one.
  const setWords = text.match(/\b\w+ sets?\b/g) ?? [];
  if (out.includes('normal-summon') && !/\bsummon/.test(text) && setWords.length > 0 && setWords.every((w) => /^(?:my|his|her|their|a|the|your|face-down|opp'?s?|opponent'?s?) set$/.test(w))) {
    out.splice(out.indexOf('normal-summon'), 1);
  }
  // "I set Mirror Force (on my turn), can I ...": Setting a Spell or Trap is not a question about Summons.
  const spellTrapOnly = cards.length > 0 && cards.every((c) => c.frame === 'spell' || c.frame === 'trap');
  const kindOnly = cards.length === 0 && /\b(?:traps?|spells?|quick[- ]?play)\b/.test(text) && !/\bmonsters?\b/.test(text);
  if (out.includes('normal-summon') && !/\bsummon|\bmonsters?\b/.test(text) && (spellTrapOnly || kindOnly)) out.splice(out.indexOf('normal-summon'), 1);
  // "Set it last turn": not the turn it was Set.
  if (out.includes('set-turn') && /\b(?:last|previous|earlier|an earlier|a previous) turn\b|\bturn before\b/.test(text)) out.splice(out.indexOf('set-turn'), 1);
  if ((spellTrapOnly || kindOnly) && /\bset\b/.test(text) && /\b(?:activate|use|flip|play|chain)\b/.test(text) && !out.some((a) => TIMING_ASPECTS.has(a))) out.push('timing');
  return out;
}

const TIMING_ASPECTS: ReadonlySet<Aspect> = new Set(['timing', 'opponent-turn', 'set-turn', 'other-phase', 'from-hand', 'chain']);

function formatOf(text: string): QuestionReading['format'] {
  const m = /\b(goat|classic|modern|tcg|ocg)s?\b/.exec(text);
  return m ? (m[1] as QuestionReading['format']) : null;
}

/** "monsters with 1200 and 1800 atk, he has 3000 lp, can i win": a battle asked by its result, with no attack word. */
const LETHAL_ASK = /\b(?:win|lethal|otk|finish\w*|kill)\b(?=[^]*\b(?:lp|life points?)\b)|\b(?:lp|life points?)\b(?=[^]*\b(?:win|lethal|otk|finish\w*|kill)\b)/;

const BATTLE_WORDS = /\b(?:attack\w*|atk|hits?|swings?|battles?|runs? over|crash\w*|into)\b/;
const NUMBER = /\b\d{2,5}\b/;
const STAT_NUMBER = /\b\d{1,5}\s*(?:atk|def|attack\b|defen[cs]e\b)|\b(?:atk|def)\s*\d{1,5}/;

function topicOf(text: string, cards: readonly NameHit[], aspects: readonly Aspect[]): Topic {
  if (aspects.includes('status') && cards.length > 0) return 'status';
  // "a 2000 atk monster" or "1500 or less atk" names a stat, not a battle: a battle needs an attack, a hit or a "vs".
  const battleWords = BATTLE_WORDS.test(text.replace(/\batk\b/g, ' ')) || /\bvs\.?\b|\bversus\b/.test(text) || LETHAL_ASK.test(text);
  if (battleWords && STAT_NUMBER.test(text) && !aspects.includes('status')) return 'battle';
  // "does my 1900 kill his 1800 def guy": two figures, one labelled, a kill or beat, and no Spell or Trap named.
  const figures = text.match(/\b\d{3,4}\b/g) ?? [];
  if (/\b(?:kills?|beats?|destroys?|into)\b/.test(text) && figures.length >= 2 && STAT_NUMBER.test(text) && !cards.some((h) => h.card.frame === 'spell' || h.card.frame === 'trap')) return 'battle';
  const battle = battleWords && (NUMBER.test(text) || cards.filter((h) => h.card.frame !== 'spell' && h.card.frame !== 'trap').length >= 2 || /\bdirect\w*\b/.test(text));
  const spellTrapNamed = cards.some((h) => h.card.frame === 'spell' || h.card.frame === 'trap');
  // "his dark magician attacks and I flip Magic Cylinder, how much damage does he take?": one monster, a Trap, and what it costs.
  const oneAttacker = battleWords && cards.filter((h) => h.card.frame !== 'spell' && h.card.frame !== 'trap').length === 1;
  if (oneAttacker && spellTrapNamed && /\b(?:damage|lp|life|win|lose|lethal|kill|game)\b/.test(text) && !aspects.includes('status')) return 'battle';
  if (battle && !(spellTrapNamed && aspects.some((a) => a === 'targets' || a === 'face-down' || a === 'special-summon')) && !aspects.includes('status')) return 'battle';
  if (cards.length > 0 && aspects.some((a) => a !== 'effect' || cards.length === 1)) return 'card';
  if (cards.length > 0 && /\bhow much\b/.test(text)) return 'card';
  return 'rules';
}

export function readQuestion(question: string, db: CardDb, reference: RulesReference | null = null): QuestionReading {
  const text = foldText(question);
  const cards = matcherFor(db, reference).find(text);
  const facts = cards.map((h) => h.card);
  const aspects = aspectsOf(text, facts);
  return {
    question,
    text,
    kind: questionKind(text),
    cards,
    aspects,
    format: formatOf(text),
    negated: /\b(?:not|never|can'?t|cannot|doesn'?t|don'?t|won'?t|isn'?t|aren'?t)\b/.test(text),
    topic: topicOf(text, cards, aspects),
  };
}
