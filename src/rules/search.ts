/**
 * Ranked search over the rules reference. Sections are indexed with MiniSearch (BM25 over
 * title, aliases and body, title and aliases boosted). Queries and documents go through
 * the same analysis so players' words meet the reference's words:
 *
 *   1. canonical phrases: the game's abbreviations and old/new names are rewritten to one
 *      form on both sides ("GY" and "grave" become "graveyard", "remove from play" and
 *      "RFG" become "banish", "S/T" becomes "spell trap", "BP" becomes "battle phase"...);
 *   2. light stemming (plurals, -ing, -ed, final e) and stop words dropped;
 *   3. on the query side only, looser relatives are added at a lower weight ("set" also
 *      looks for "face-down", "attack" also for "ATK", ...).
 *
 * Shadow Games sections share most of their vocabulary with the card game; they are
 * down-weighted unless the question speaks of the role-playing variant.
 */
import MiniSearch from 'minisearch';
import type { RuleSection, RulesReference } from './reference.js';

export interface SearchHit {
  id: string;
  title: string;
  score: number;
  /** The first sentence of the section's body. */
  lead: string;
}

export interface SearchResult {
  hits: SearchHit[];
  /** Words of the query that matched nothing in the reference (as the player wrote them). */
  unmatched: string[];
}

export interface RulesSearch {
  search(query: string, k?: number): SearchHit[];
  /** The hits plus the query words the reference does not know. */
  searchDetailed(query: string, k?: number): SearchResult;
}

/**
 * Phrase rewrites applied to documents and queries alike, in order. Each pattern is
 * matched on lower-cased text with word boundaries; the replacement is plain words.
 */
const CANONICAL: readonly [RegExp, string][] = [
  // Contractions and chat spellings first, so later rules see plain words.
  [/\b(can'?t|cannot|can not)\b/g, 'cannot'],
  [/\b(don'?t|doesn'?t|didn'?t|won'?t|isn'?t|aren'?t|wouldn'?t|shouldn'?t)\b/g, 'not'],
  [/\bwhat'?s\b/g, 'what is'],
  [/\bu\b/g, 'you'],
  [/\bur\b/g, 'your'],
  [/\b1st\b/g, 'first'],
  [/\b2nd\b/g, 'second'],
  [/\bzero\b/g, '0'],
  [/\bone\b/g, '1'],
  [/\btwo\b/g, '2'],
  [/\bthree\b/g, '3'],
  [/\bfive\b/g, '5'],
  [/\bsix\b/g, '6'],
  [/\bseven\b/g, '7'],
  // Zones and piles.
  [/\b(remov(e|ed|es|ing) from play|rfg|banish(ed|es|ing|ment)?|exiled?|exiling)\b/g, 'banish'],
  [/\b(gy|gys|grave|graves|graveyards?|cemetery)\b/g, 'graveyard'],
  [/\b(s ?\/ ?t|s ?& ?t|spells? ?(&|and|\/) ?traps?|spell-trap)\b/g, 'spell trap'],
  [/\b(back ?row)\b/g, 'backrow'],
  [/\bemz\b/g, 'extra monster zone'],
  [/\bmmz\b/g, 'main monster zone'],
  [/\b(ed|extra-deck)\b/g, 'extra deck'],
  [/\bfusion deck\b/g, 'extra deck fusion deck'],
  // Positions and stats.
  [/\bface[- ]?down\b/g, 'facedown'],
  [/\bface[- ]?up\b/g, 'faceup'],
  [/\b(atk|attack points?|attack power)\b/g, 'atk'],
  [/\b(def|defence points?|defense points?)\b/g, 'def'],
  [/\bdefence\b/g, 'defense'],
  [/\b(def|defense) pos(ition)?\b/g, 'defense position'],
  [/\b(atk|attack) pos(ition)?\b/g, 'attack position'],
  [/\b(life ?points?|lp|hp|life)\b/g, 'lp'],
  [/\b(dmg)\b/g, 'damage'],
  // Summons and costs.
  [/\bns\b/g, 'normal summon'],
  [/\bss([123])\b/g, 'spell speed $1'],
  [/\bss\b/g, 'special summon'],
  [/\b(sacrific(e|es|ed|ing)|sac|sacs|sacced|tribut(e|es|ed|ing))\b/g, 'tribute'],
  [/\b(quick[- ]?play|qp)\b/g, 'quickplay'],
  [/\bcl\s?([0-9])\b/g, 'chain link $1'],
  [/\bcl\b/g, 'chain link'],
  // Phases.
  [/\b(bp|battle ph)\b/g, 'battle phase'],
  [/\b(mp ?1|main ?1|m1|first main phase)\b/g, 'main phase 1'],
  [/\b(mp ?2|main ?2|m2|second main phase)\b/g, 'main phase 2'],
  [/\bep\b/g, 'end phase'],
  [/\bdp\b/g, 'draw phase'],
  [/\bsp\b/g, 'standby phase'],
  [/\b(opp|opps|opponents?'?s?)\b/g, 'opponent'],
  [/\b(mons?|monsters?)\b/g, 'monster'],
];

/** Looser relatives added to a query at a lower weight. Keys and values are analysed terms. */
const RELATED: Readonly<Record<string, readonly string[]>> = {
  set: ['facedown'],
  facedown: ['set'],
  atk: ['attack'],
  attack: ['atk'],
  def: ['defens'],
  defens: ['def'],
  tribut: ['sacrific'],
  backrow: ['spell', 'trap', 'set'],
  pop: ['destroy'],
  kill: ['destroy'],
  destroy: ['destruction'],
  mill: ['send', 'graveyard'],
  dump: ['send', 'graveyard'],
  revive: ['special', 'graveyard'],
  burn: ['effect', 'damage'],
  tutor: ['search'],
  decked: ['draw', 'deck'],
  scoop: ['concede'],
  forfeit: ['concede'],
  quit: ['concede'],
  negat: ['negation'],
  respond: ['chain'],
  chain: ['respond'],
  response: ['chain'],
  hand: ['hand'],
  lp: ['damage'],
  vanilla: ['normal'],
  handtrap: ['quick', 'effect'],
  swing: ['attack'],
  see: ['look'],
  look: ['see'],
  check: ['look'],
  hit: ['attack'],
  go: ['first'],
};

/** Question shapes that hint at a kind of section; their words are added at the lower weight too. */
const INTENTS: readonly [RegExp, readonly string[]][] = [
  [/\bhow (many|much)\b|\bmax(imum)?\b|\blimit\b/i, ['limit', 'maximum', 'most']],
  [/\battack(ing)? (with|from)\b|\bwho can attack\b/i, ['declar', 'attacker']],
];

const STOP_WORDS = new Set([
  'a', 'about', 'am', 'an', 'and', 'any', 'anything', 'are', 'as', 'at', 'be', 'been', 'but', 'by', 'can', 'could',
  'did', 'do', 'doe', 'does', 'exactly', 'for', 'from', 'get', 'gets', 'getting', 'got', 'happen', 'happens', 'have',
  'has', 'hey', 'how', 'i', 'if', 'im', 'in', 'into', 'is', 'it', 'its', 'just', 'know', 'like', 'me', 'mean',
  'means', 'my', 'no', 'not', 'cannot', 'of', 'ok', 'okay', 'on', 'or', 'our', 'please', 'pls', 'plz', 'really',
  'rule', 'rules', 'should', 'so', 'some', 'that', 'the', 'their', 'them', 'then', 'there', 'these', 'they',
  'this', 'to', 'was', 'way', 'we', 'what', 'whats', 'when', 'where', 'which', 'while', 'who', 'why', 'will', 'with',
  'would', 'yes', 'yo', 'you', 'your', 'allowed', 'able', 'thing', 'stuff', 'work', 'works', 'explain', 'tell',
  'need', 'want', 'wanna', 'gonna', 'still', 'also', 'too', 'very', 'lol', 'pretty', 'sure', 'guys', 'ever',
  'deal', 'difference', 'happening', 'must', 'may', 'might', 'many', 'much',
]);

/** Words whose terms should stay as written (short or irregular). */
const KEEP = new Set(['is', 'us', 'this', 'his', 'was', 'has', 'does', 'xyz', 'gy', 'lp', 'atk', 'def', 'emz', 'ss']);

/** Light stemming: plurals, -ing, -ed, a final e. Applied identically to documents and queries. */
export function stem(word: string): string {
  let w = word.replace(/'s$/, '').replace(/'/g, '');
  if (w.length <= 3 || KEEP.has(w) || /\d/.test(w)) return w;
  if (/ies$/.test(w) && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/(ss|sh|ch|x|z)es$/.test(w)) w = w.slice(0, -2);
  else if (/s$/.test(w) && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (/ing$/.test(w) && w.length > 5) w = w.slice(0, -3);
  else if (/ed$/.test(w) && !/eed$/.test(w) && w.length > 4) w = w.slice(0, -2);
  if (/([b-df-hj-np-tv-z])\1$/.test(w) && !/(ll|ss|zz)$/.test(w)) w = w.slice(0, -1);
  if (/e$/.test(w) && w.length > 3) w = w.slice(0, -1);
  return w;
}

/** Lower case, canonical phrases, then words. Punctuation other than digits and letters splits words. */
export function canonicalize(text: string): string {
  let t = text.toLowerCase().replace(/[\u2018\u2019\u02bc`]/g, "'").replace(/[\u201c\u201d]/g, '"');
  for (const [pattern, replacement] of CANONICAL) t = t.replace(pattern, replacement);
  return t;
}

/** The analysed terms of a text: canonical phrases, split, stop words dropped, stemmed. */
export function analyze(text: string): string[] {
  return canonicalize(text)
    .split(/[^a-z0-9']+/)
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter((w) => w !== '' && !STOP_WORDS.has(w))
    .map(stem)
    .filter((w) => w !== '' && !STOP_WORDS.has(w));
}

/** The first sentence of a body (up to the first . ! or ? followed by a space or the end). */
export function firstSentence(body: string): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  const m = /^.*?[.!?](?=\s|$)/.exec(flat);
  return m ? m[0] : flat;
}

const SHADOW_WORDS =
  /\b(shadow|mages?|rpg|ttrpg|role[- ]?play\w*|campaign|gm|magic points?|character|xp|experience|rest(s|ing)?|d20|star level|library of knowledge|deck of magic|extra magic|tabletop|the beyond|divine|unhidden|hidden)\b/i;

const SHADOW_CONTEXT = /\b((in|for|during|under) )?(the )?(shadow games?( rpg| variant)?|rpg|ttrpg)\b/gi;

const FIELDS = ['title', 'aliases', 'body'] as const;

export function createRulesSearch(reference: RulesReference): RulesSearch {
  const index = new MiniSearch<RuleSection>({
    idField: 'id',
    fields: [...FIELDS],
    storeFields: [],
    extractField: (doc, field) => {
      if (field === 'aliases') return doc.aliases.join(', ');
      return String((doc as unknown as Record<string, unknown>)[field] ?? '');
    },
    tokenize: (text) => analyze(text),
    processTerm: (term) => term,
  });
  index.addAll(reference.sections);

  const searchDetailed = (query: string, k = 5): SearchResult => {
    // "in shadow games" only says which chapter is meant: it picks the weighting below and
    // is dropped from the words, unless nothing else is left.
    const shadowQuery = SHADOW_WORDS.test(query);
    const namesVariant = new RegExp(SHADOW_CONTEXT.source, 'i').test(query);
    const stripped = analyze(query.replace(SHADOW_CONTEXT, ' '));
    const terms = stripped.length > 0 ? stripped : analyze(query);
    if (terms.length === 0) return { hits: [], unmatched: [] };
    const original = new Set(terms);
    const soft: string[] = [];
    for (const term of terms) {
      for (const rel of RELATED[term] ?? []) {
        if (!original.has(rel) && !soft.includes(rel)) soft.push(rel);
      }
    }
    for (const [pattern, extra] of INTENTS) {
      if (!pattern.test(query)) continue;
      for (const rel of extra) if (!original.has(rel) && !soft.includes(rel)) soft.push(rel);
    }
    const all = [...terms, ...soft];
    const results = index.search(all.join(' '), {
      tokenize: (s) => s.split(' ').filter((w) => w !== ''),
      processTerm: (term) => term,
      boost: { title: 2, aliases: 2, body: 1 },
      boostTerm: (_term, i) => (i < terms.length ? 1 : 0.35),
      prefix: (term) => term.length >= 5,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      weights: { fuzzy: 0.3, prefix: 0.25 },
      boostDocument: (id: unknown) => {
        const shadowDoc = String(id).startsWith('shadow.');
        if (namesVariant) return shadowDoc ? 3 : 1;
        if (shadowQuery) return shadowDoc ? 1.5 : 1;
        return shadowDoc ? 0.3 : 1;
      },
    });
    const matched = new Set(results.flatMap((r) => r.queryTerms));
    const unmatched: string[] = [];
    for (const word of query.split(/\s+/)) {
      const wordTerms = analyze(word);
      const clean = word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
      if (wordTerms.length > 0 && wordTerms.every((t) => !matched.has(t)) && clean && !unmatched.includes(clean)) unmatched.push(clean);
    }
    const hits = results.slice(0, k).map((r) => {
      const section = reference.byId.get(String(r.id))!;
      return { id: section.id, title: section.title, score: r.score, lead: firstSentence(section.body) };
    });
    return { hits, unmatched };
  };
  return { searchDetailed, search: (query, k) => searchDetailed(query, k).hits };
}
