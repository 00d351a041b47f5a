/**
 * The words of a chat message, made regular before anything reads them: contractions
 * and chat spellings expanded, verbs and their synonyms ("sac", "ditch", "swing", "go
 * face") turned into the command grammar's verbs, politeness taken off, and typos in
 * known words forgiven by a distance that grows with the word's length.
 */

/** Damerau-Levenshtein (optimal string alignment): a swap of two neighbours is one edit ("attakc"). */
export function typoDistance(a: string, b: string): number {
  if (a === b) return 0;
  const d: number[][] = [];
  for (let i = 0; i <= a.length; i++) d.push([i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

/** How many edits a word of this length may carry and still be read as the word meant. */
export function typoBudget(length: number): number {
  if (length <= 3) return 0;
  if (length <= 5) return 1;
  return 2;
}

/** Chat spellings and contractions, whole words only. */
const SPELLINGS: [RegExp, string][] = [
  [/\b(?:i'm|im)\b/g, 'i am'],
  [/\b(?:don't|dont)\b/g, 'do not'],
  [/\b(?:won't|wont)\b/g, 'will not'],
  [/\b(?:can't|cant)\b/g, 'can not'],
  [/\b(?:it's)\b/g, 'it is'],
  [/\b(should|could|would|might|must)(?:'ve|ve| of)\b/g, '$1 have'],
  [/\b(?:wats|wuts|wots|whts)\b/g, 'what is'],
  [/\b(?:wat|wut|wot|wht)\b/g, 'what'],
  [/\b(?:how's|hows)\b/g, 'how is'],
  [/\b(?:where's|wheres)\b/g, 'where is'],
  [/\b(?:who's|whos)\b/g, 'who is'],
  [/\b(?:what's|whats)\b/g, 'what is'],
  [/\b(?:that's|thats)\b/g, 'that is'],
  [/\b(?:let's|lets)\b/g, 'let us'],
  [/\b(?:i'll|ill)\b/g, 'i will'],
  [/\b(that|it|this|you|he|she|we|they)'ll\b/g, '$1 will'],
  [/\b(?:you're|youre|ur)\b/g, 'your'],
  [/\b(?:u)\b/g, 'you'],
  [/\b(?:r)\b/g, 'are'],
  [/\b(?:pls|plz|plox|plss)\b/g, 'please'],
  [/\b(?:w\/|w)\s+(?=\w)/g, 'with '],
  // "set it n end turn": a lone "n" between words joins them ("n" alone is a no).
  [/(?<=\w) n (?=\w)/g, ' and '],
  [/\b(?:thx|thanks|ty)\b/g, 'thanks'],
  [/\b(?:gonna)\b/g, 'going to'],
  [/\b(?:wanna)\b/g, 'want to'],
  [/\b(?:opp|opps|oppo)\b/g, 'opponent'],
  [/\b(?:mon|mons|monstr|monstrs)\b/g, 'monster'],
  [/\b(?:st|s\/t|spell\/trap|spells\/traps|back row|back-row)\b/g, 'backrow'],
  [/\b(?:face-?down|face\s+down|fd)\b/g, 'facedown'],
  [/\b(?:face-?up|face\s+up)\b/g, 'faceup'],
  [/\b(?:def|defence|defense position|def position|defence position|defensive|def mode|defense mode)\b/g, 'defense'],
  [/\b(?:atk position|attack position|atk mode|attack mode|offense)\b/g, 'attack position'],
  [/\b1st\b/g, 'first'],
  [/\b2nd\b/g, 'second'],
  [/\b3rd\b/g, 'third'],
  [/\b4th\b/g, 'fourth'],
  [/\b5th\b/g, 'fifth'],
];

/** Lower case, straight quotes, chat spellings expanded, runs of spaces folded. */
export function regularize(text: string): string {
  let t = text
    .toLowerCase()
    .replace(/[\u2018\u2019`´]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[^\p{L}\p{N}\s'",.;:!?&/#+\-]/gu, ' ');
  // "lmaooo", "heyyy", "goooo": a letter held down three times or more is one letter.
  t = t.replace(/(\p{L})\1{2,}/gu, '$1');
  for (const [re, to] of SPELLINGS) t = t.replace(re, to);
  return t.replace(/\s+/g, ' ').trim();
}

/**
 * Verbs and idioms, rewritten to the command grammar's words. Order matters: longer
 * idioms first ("hit him in the face" before "hit").
 */
const IDIOMS: [RegExp, string][] = [
  // Direct attacks in every register.
  [/\b(?:go|goes|going|hit|hits|swing|swings|attack|attacks|smack|punch)\s+(?:him |her |them |you |your |his |the opponent )?(?:in the )?face\b/g, 'attack directly'],
  [/\bhit (?:him|her|them|you) (?:in the face|directly|direct)\b/g, 'attack directly'],
  // Going for the win means every attacker, unless one is named.
  [/\b(?:go|going|swing|attack|hit) (?:in )?(?:for )?(?:the )?(?:lethal|game|win|kill)\b(?! with)/g, 'attack directly with everything'],
  [/\b(?:finish|kill|end) (?:him|her|them|you|this|it) off\b(?! with)/g, 'attack directly with everything'],
  [/\b(?:finish|kill) (?:him|her|them|you)\b(?! with)/g, 'attack directly with everything'],
  [/\blethal\b(?! with)/g, 'attack directly with everything'],
  [/\b(?:go|swing|attack|hit) (?:in )?(?:for )?(?:the )?(?:lethal|game|win|kill)\b/g, 'attack directly'],
  [/\b(?:finish|kill|end) (?:him|her|them|you|this|it) off\b/g, 'attack directly'],
  [/\b(?:finish|kill) (?:him|her|them|you)\b/g, 'attack directly'],
  [/\b(?:go|swing|attack|hit) (?:direct|directly|straight)\b/g, 'attack directly'],
  [/\blethal\b/g, 'attack directly'],
  [/\bdirect attack\b/g, 'attack directly'],
  // Attacks.
  [/\b(?:swing|swings|swinging|charge|charges|smash|smashes|bash|bashes|crash|crashes|ram|rams|run over|runs over|go|goes|slam|slams)\s+(?:at|into|on|over|through)\b/g, 'attack'],
  [/\b(?:swing|swings|charge|charges)\s+(?=with|using)/g, 'attack '],
  [/\b(?:hit|hits|strike|strikes|smack|atk|attk|kill|destroy|destroys|take out|run over|beat|break)\b(?=.*\bwith\b)/g, 'attack'],
  // "plop the ox down", "slam skull down": a monster put down (not face-down, not in defense) is summoned.
  [/\b(?:plop|plops|slam|slams|throw|throws|drop|drops|slap|slaps|bang|bangs)\s+(.+?)\s+down\b(?!\s*(?:in\b|face|facedown|defense))/g, 'summon $1'],
  // "send the imp at his elf": the one sent is the attacker.
  [/\b(?:send|sends|throw|throws|chuck|chucks|fling|flings) (.+?) (?:at|into|after|against) (.+)$/g, 'attack $2 with $1'],
  [/\b(?:hit|hits|smack|smacks|bash|bashes|punch|punches|slap|slaps|stomp|stomps|whack|whacks|attk|attak|atk|bonk|bonks|poke|pokes|yeet|yeets|clobber|clobbers|thwack|thwacks|wallop|wallops|bop|bops|zap|zaps|nuke|nukes|chomp|chomps|bite|bites|headbutt|headbutts|slam|slams|kick|kicks|sock|socks|pummel|pummels)\b(?! (?:down|face ?down|facedown|out)\b)/g, 'attack'],
  [/\b(?:takes? out|kills|destroys|beats|wrecks|eats|smash|smashes|crush|crushes|runs? over|goes into|goes at|goes after)\b/g, 'attacks'],
  [/\b(?:make|makes|do|does|perform|declare) (?:an |a |the )?attack(?: to| on| at| against| into)?\b/g, 'attacks'],
  [/\battack to\b/g, 'attack'],
  // "trap hole down": a card put down with no other verb is Set ("my facedown" is a card, not a Set).
  [/^(?:and |then |now )?(?!.*\b(?:summon|set|attack|attacks|activate|tribute|flip|go|goes|going|went|sit|sits|back|calm|put|puts|place|lay|chuck|throw|slam|plop|drop|slap|toss|stick|face|facedown|on|his|her)\b)(.+?) down(?: too| as well| please)?$/g, 'set $1'],
  [/\b(?:put|putting|puts|place|placing|lay|laying|play|playing|chuck|chucks|throw|throws|slap|slaps|stick|sticks|drop|drops|toss|tosses)\s+(.+?)\s+facedown\b/g, 'set $1'],
  [/^(?!.*\b(?:with|directly|at|on|to|in|into|and|switch|change|put|summon|set|go|enter|the battle|position)\b)(.+?) (?:attacks|attack|swings|goes in)$/g, 'attack with $1'],
  [/\battack (?:on|at|into|against) /g, 'attack '],
  // Tributes.
  [/\b(?:sacrificing|sacking|saccing|offering|tributing)\b/g, 'tributing'],
  [/\b(?:sac|sacc|sack|sacs|sacrifice|sacrifices|offer|tribute)\b/g, 'tribute'],
  [/\bwith tribute\b/g, 'tributing'],
  [/\b(?:make|do|perform) (?:a |the )?(?:tribute )?summon (?:of )?/g, 'summon '],
  [/\b(?:normal summon|ns|summn|sumon|summom|sommon|play out|drop|drops|bring out|put out|call out|throw out|throw down|throws down|slam down|slams down|slap down|plop down|plop|whip out|pull out|bust out|roll out|summoning)\b/g, 'summon'],
  // Discards.
  [/\b(?:ditch|ditches|toss|tosses|dump|dumps|pitch|pitches|throw away|get rid of|bin)\b/g, 'discard'],
  // Activations and chains.
  [/(?<!\b(?:no|not|dont|do not) )\b(?:chain|chaining|respond with|response with|i respond with|counter with|reply with|in response,? activate)\b(?=\s+\w)/g, 'activate'],
  [/\b(?:revive|rez|res|resurrect|bring back)\s+(.+?)\s+(?:with|using|w\/|w)\s+(?:monster )?reborn\b/g, 'activate monster reborn on $1'],
  [/(?<!monster )\b(?:revive|rez|res|resurrect|bring back|reborn)\s+(?!on\b)/g, 'activate monster reborn on '],
  [/\b(?:pop|fire|fire off|open|flip up|flip open|spring|trigger|cast|use|using|play)\b(?=\s+(?:my|the|that|this|his|her|your)?\s*(?:facedown|trap|spell|card|set))/g, 'activate'],
  [/\b(?:heal|heals|gain lp|gain life)(?: me| myself)? (?:with|using)\s+/g, 'activate '],
  [/\b(?:equip|equips|attach|slap)\s+(?=.+\s(?:to|on|onto)\s)/g, 'activate '],
  [/\b(?:burn|burns)\s+(?:him|her|them|you|the opponent)?\s*(?:with|using)\s+/g, 'activate '],
  [/^(?:battle time|time to battle|time for battle|let us battle|go battle|to battle|battle phase time|battle phase please)$/g, 'battle'],
  // Words that add nothing to a move.
  [/\s+(?:again|too|as well|also)\b/g, ''],
  [/\s+(?:on|onto) (?:the|my) (?:field|board)(?= in\b| face| facedown|$)/g, ''],
  // Ends of turns and phases.
  [/\bend (?:of )?(?:my )?(?:bp|battle phase|battle|combat)\b/g, 'end battle'],
  [/\b(?:i am )?(?:done|finished|through) (?:with )?(?:the |my )?(?:battle phase|battle|bp|attacking|attacks|combat)\b/g, 'end battle'],
  [/\b(?:i )?(?:finish|finished|end|ended|stop) (?:the |my )?(?:battle|bp|attacks?|combat)\b|\b(?:the )?(?:battle|bp|combat) (?:is )?(?:over|done|finished)\b|^(?:just|only) (?:the )?(?:battle|bp|attacks)$/g, 'end battle'],
  [/\b(?:(?:that is )?enough (?:attacking|attacks|battling|fighting|combat)|no more (?:attacking|fighting|battling))\b/g, 'end battle'],
  [/\b(?:no more attacks|stop attacking|i will stop attacking|that is it for (?:the )?(?:battle|bp|attacks|attacking))\b/g, 'end battle'],
];

/** A clause opened by a move verb's -ing form ("setting trap hole", "and attacking the elf"): the verb itself. */
const GERUND_OPENING = /(^|[,;.]\s*|\b(?:and|then|now|i am|just)\s+)(sett|summon|attack|activat|discard|flipp|equipp|switch|chang)ing\b/g;
const GERUND_BASE: Record<string, string> = { sett: 'set', activat: 'activate', flipp: 'flip', equipp: 'equip', chang: 'change' };

export function applyIdioms(text: string): string {
  let t = text.replace(GERUND_OPENING, (_, before: string, stem: string) => `${before}${GERUND_BASE[stem] ?? stem}`);
  for (const [re, to] of IDIOMS) t = t.replace(re, to);
  return t.replace(/\s+/g, ' ').trim();
}

/** Words the grammar and this layer know; a token close to one of these is read as it. */
export const COMMAND_WORDS = [
  'summon', 'tribute', 'set', 'flip', 'special', 'attack', 'directly', 'discard', 'activate', 'choose', 'target', 'battle', 'phase',
  'end', 'turn', 'pass', 'position', 'defense', 'change', 'switch', 'with', 'using', 'graveyard', 'monster', 'trap', 'spell', 'backrow',
  'facedown', 'faceup', 'weakest', 'strongest', 'biggest', 'smallest', 'opponent', 'first', 'second', 'third', 'fourth', 'fifth',
  'please', 'resolve', 'respond', 'response', 'concede', 'surrender', 'board', 'field', 'hand', 'both', 'everything', 'done', 'finish',
  'finished', 'monsters', 'cards', 'card', 'traps', 'spells', 'reborn', 'revive', 'equip', 'attacks', 'summons', 'tributes', 'discards', 'activates',
];

/**
 * Ordinary words that must never be "corrected" into a command word ("love" is not
 * "move", "lose" is not "use").
 */
export const COMMON_WORDS = new Set(
  `a about after again all also am an and any are as ask at back bad be because been before best better big bit both but by can come
  could cool damn day did do does doing dont down each easy even ever every fine for from fun funny game get give go going good got great
  guess had has have he hello help her here hey hi him his hmm how i if in into is it its just keep kind know last let like little lol
  look lose lost love luck make man maybe me mine more most move much must my nah need never new next nice no nope not nothing now of
  off oh ok okay on once one only or other our out over play played please pretty quick quite ready real really right said same say
  see should show so some something sorry still such sure take than thank thanks that the their them then there these they thing
  think this those though time to too try turn two up us very wait want was way we well were what when where which while who why
  will win with won would wow yeah yep yes yet you your yours go ahead let it resolve fine favorite favourite card deck hate cute
  whatever whoa oops huh hm lmao haha hehe rofl gg wp ez rip bruh dude mate buddy friend kip lets`
    .split(/\s+/)
    .filter((w) => w !== ''),
);

/** Corrects one token against a vocabulary, within the typo budget of its length; null when nothing is close. */
export function correctWord(token: string, vocabulary: ReadonlySet<string>): string | null {
  if (vocabulary.has(token) || COMMON_WORDS.has(token) || !/^[a-z]+$/.test(token) || token.length < 3) return null;
  if (token.length === 3) {
    // Three-letter words may only swap two neighbouring letters ("ned" for "end").
    for (const word of vocabulary) if (word.length === 3 && typoDistance(token, word) === 1 && [...token].sort().join('') === [...word].sort().join('')) return word;
    return null;
  }
  let best: string | null = null;
  let bestD = Infinity;
  for (const word of vocabulary) {
    if (Math.abs(word.length - token.length) > 2 || word.length < 3) continue;
    // Short words keep their first letter: "love" is not "move".
    if (token.length < 6 && word[0] !== token[0]) continue;
    const d = typoDistance(token, word);
    if (d < bestD) {
      bestD = d;
      best = word;
    }
  }
  return best !== null && bestD <= typoBudget(token.length) && bestD < Math.min(token.length, best.length) / 2 ? best : null;
}

/** Every token corrected where a known word is near. */
export function correctTypos(text: string, vocabulary: ReadonlySet<string>): string {
  return text.replace(/[a-z]+/g, (w) => correctWord(w, vocabulary) ?? w);
}
