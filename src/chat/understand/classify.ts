/**
 * What kind of message it is, before any move is read: a request (board, graveyard,
 * hand, help, concede), a question (rules or about this duel), banter, or words that
 * answer the decision at hand without a verb (pass words at a response window, end-turn
 * words in a Main Phase, yes and no).
 *
 * Banter is only what is clearly banter (greetings, taunts, thanks, questions about the
 * opponent as a person): anything else that is not a move becomes an ask-back.
 */
import { isConcede, isGameQuestion } from '../interpret.js';
import { applyIdioms } from './lexicon.js';
import type { RequestKind } from '../interpret.js';
import { foreignYesNo } from './yesNo.js';

export type { RequestKind };

/** The whole message is a request; `whose` only for the hand. */
export function readRequest(text: string): { request: RequestKind; whose?: 'mine' | 'yours' } | null {
  // Greetings and fillers before a request ("yo remind me …") do not make it banter.
  const t = text.replace(/[?!.]+$/g, '').replace(/^(?:(?:ok(?:ay)?|so|um+|hmm+|well|alright|kip|hey|yo|hi|hello|oi|lol|bro|dude|heya|sorry|quick q)[,!.]?\s+)+/, '').trim();
  if (isConcede(t) || /^(?:i )?(?:concede|surrender|forfeit|give up|resign)\b/.test(t)) return { request: 'concede' };
  const show = /^(?:(?:can|could|may) (?:i|we|you) (?:please )?(?:see|look at|show me|view|check) |(?:please )?(?:show|display|print|list|check|view|see|look at|let me see|lemme see|what is in|what is on|whats in|whats on|what does|what is)(?: me)? )?(?:(?:the|my|your|our|both|both of the|his|her|their) )?/;
  const rest = t.replace(show, '').replace(/\b(?:again|please|pls|now|real quick|lol|haha|kip)\b/g, '').replace(/\s+/g, ' ').trim();
  if (/^\?+$/.test(text.trim())) return { request: 'help' };
  if (/^(?:help|\?+|commands|what can i do(?: now| here)?|what are my options|what are my moves|what moves do i have|what options do i have|what choices do i have|which moves do i have|options|moves|legal moves|my options|my moves|choices|what now|what is left|whats left|what else|what else can i do|anything else|what do i do|what do i do now|what should i do|what do i do here|now what)$/.test(t) || /^(?:options|moves|legal moves|choices)$/.test(rest)) {
    return { request: /options|moves|choices/.test(t) && !/^help/.test(t) ? 'options' : 'help' };
  }
  if (/^(?:board|field|table|mat|duel|state of the duel|game state|board state)(?: look like| looks like| like)?$/.test(rest)) return { request: 'board' };
  const board = boardRequest(t);
  if (board) return board;
  if (/^(?:graveyards?|gy|gys|graves?|discard piles?|yard|graveyard's|grave yard)$/.test(rest)) return { request: 'graveyard' };
  if (/^(?:hand|cards in (?:my|your) hand|cards)$/.test(rest)) return { request: 'hand', whose: /\byour\b/.test(t) ? 'yours' : 'mine' };
  return lookUp(t);
}

/**
 * A look-up of what the player's own view shows ("whos in the graveyards", "how many cards
 * does he have", "how much life he got left", "wat cards r in my hand"): asked with a
 * what/who/how many about a pile, a side or Life Points, and nothing a ruling decides (no
 * "can", "should", "need", a card's stats or what a card does). Answered with that view.
 */
function lookUp(t: string): { request: RequestKind; whose?: 'mine' | 'yours' } | null {
  const s = t.replace(/'s\b/g, 's').replace(/\b(?:r|are)\b/g, 'are').replace(/\b(?:wat|wats|whats|what is)\b/g, 'what').replace(/\bwhos\b/g, 'who');
  if (!/^(?:(?:wait|so|and|um+|hmm+|ok|btw)[,\s]+)*(?:what|who|how many|how much|which|how is|hows|how are)\b/.test(s)) return null;
  if (RULING_WORDS.test(s)) return null;
  if (/\b(?:graveyards?|gys?|graves?|yards?|discard piles?|cemetery)\b/.test(s)) return { request: 'graveyard' };
  if (/\b(?:my hand|in hand|i (?:have|got|hold) in (?:my )?hand)\b/.test(s) && !/\b(?:his|her|their|he|she|kips|your)\b/.test(s)) return { request: 'hand', whose: 'mine' };
  if (/\b(?:lp|life points?|life|health|hp|hand|deck|cards|field|side|board|monsters|backrow|spells|traps|out)\b/.test(s)) return { request: 'board' };
  return null;
}

/** Words of a question a ruling answers, not a look at the table. */
const RULING_WORDS = /\b(?:favou?rite|fav|like|love|think|name|can|could|should|would|will|may|might|need|needs|allowed|legal|tributes?|atk|def|attack points|defense points|level|stars|effect|mean|happen|happens|if|when|why|draw|destroy|destroys|does .+ do|damage|win|lose|summon|set|activate|attack)\b/;

/** "what's on his side again", "remind me what I have", "what do I have out": the table, in the asker's words. */
function boardRequest(t: string): { request: RequestKind; whose?: 'mine' | 'yours' } | null {
  const s = t.replace(/'s\b/g, 's').replace(/\b(?:again|please|real quick|quickly|now|right now|lol|kip|mate)\b/g, '').replace(/\s+/g, ' ').trim();
  const remind = /^(?:remind me|tell me|show me|what was|what were|what is|what are|what do|what does|what did|whats|can you remind me|can you tell me|can you show me|so)\b/.test(s);
  if (!remind) return null;
  if (/\b(?:(?:his|her|their|your|the opponents|kips) (?:monsters|cards on (?:the )?(?:field|board)|backrow|face ?downs|spells and traps)\b|on (?:his|her|their|your|the opponents|kips|the) (?:side|field|board)|(?:he|she|they|you) (?:has|have|got) (?:out|on (?:the )?(?:field|board))|his field|his board|your field|your board|his side|your side|their side|her side)\b/.test(s)) return { request: 'board' };
  if (/\b(?:in my hand|my hand|i have in (?:my )?hand|cards i have|i am holding|i hold)\b/.test(s)) return { request: 'hand', whose: 'mine' };
  if (/\b(?:on (?:my|the) (?:side|field|board)|i have out|i have on (?:the )?(?:field|board)|my side|my field|my board|the board|the field|everything|is out|is on (?:the )?(?:field|board))\b|\b(?:i have|i got|i have got|i have left|i got left|i have got left|he has|he has got|he got|they have)$/.test(s)) return { request: 'board' };
  if (/\b(?:in (?:the |my |his |your )?(?:graveyard|gy|grave)s?)\b/.test(s)) return { request: 'graveyard' };
  return null;
}

/** Small talk aimed at the opponent as a person, greetings, taunts, thanks, laughter. */
const BANTER = [
  /^(?:hi|hey|hello|yo|sup|howdy|hiya|greetings|good (?:morning|evening|afternoon|day)|morning|evening|gm|brb|back|afk)\b/,
  /^(?:(?:ok|okay|alright|right|so|yeah) )?(?:let us go|lets go|let us do this|here we go|bring it|it is on|game time)$|\b(?:ready to (?:lose|duel|die|go down|get wrecked)|you(?:r| are)? going down|prepare to lose|get ready|bring it on|let us duel|it is time to duel|game on)\b/,
  /\b(?:your|ur) (?:favou?rite|fav|best|worst) (?:card|monster|deck|color|colour|food|thing)\b/,
  /\b(?:how are you|how is it going|how are things|who are you|what is your name|where are you from|how old are you|are you (?:a |an )?(?:bot|ai|human|real))\b/,
  /^(?:ggs?|gg ?wp|good game|well played|wp|nice (?:one|move|play|try)|lol+|lmao|(?:ha){2,}h?|(?:he){2,}h?|rofl|xd|wow|whoa|omg|oof|ouch|ow+|yikes|rip|ez|bruh|damn|dang|ugh|nice|cool|sweet|awesome|cheers|thank you|thanks|ty|good luck|gl|glhf|gl hf|have fun|sorry|my bad|oops|no+ way|noo+)\b/,
  /\b(?:(?:your|you are) (?:so |totally |really )?(?:dead|toast|done for|finished|going down)|you suck|noob|scrub|trash|get rekt|get wrecked|too easy|i will crush you|i am going to crush you|you will lose|i will win|i am going to win|you cannot beat me|you can not beat me)\b/,
  // Remarks about a card, not moves with it ("X is my favourite card", "saving X for later").
  /\b(?:is|are|was) (?:my|the) (?:favou?rite|fav|best|worst|go to|goat)\b|\b(?:i love|i like|i hate|love that|hate that|i miss|miss my|i am saving|saving (?:it|that|this|\w+(?: \w+){0,4}) for (?:later|next turn|the right moment|a rainy day|the end))\b|\b(?:is|are|looks|seems|was) (?:so |really |pretty |kinda |very |such a )?(?:sad|cute|cool|good|great|strong|op|broken|busted|annoying|scary|pretty|nice|ugly|lonely|underrated|overrated|classic|iconic|a classic|a legend|the goat|goated|my favou?rite)(?: card| monster| one)?(?: (?:tbh|lol|ngl|imo|honestly|haha|fr|lmao))*[!.]*$/,
  /^(?:you are|your|you're|ur) (?:so |really |pretty |kinda )?(?:funny|mean|rude|good|bad|cute|smart|dumb|lucky|annoying|cheating|a cheater|weird|cool|nice|fun)\b/,
  /\b(?:do you like|do you have (?:a |any )?(?:friends|family|pets)|what do you (?:think of|like)|are you (?:scared|afraid|nervous|ready|sure))\b/,
];

/** Remarks about a card kept for later or loved, never moves whatever verb an idiom finds in them. */
const REMARK = /\b(?:i am saving|saving (?:it|that|this|\w+(?: \w+){0,4}) for (?:later|next turn|the right moment|a rainy day|the end)|(?:is|are|was) (?:my|the) (?:favou?rite|fav|best|worst))\b/;

/** Words that would make a "banter" opener actually carry a move ("hi, summon skull"). */
const MOVE_HINT = /\b(?:summon|summons|summoning|set|sets|attack|attacks|attacking|activate|activates|tribute|tributes|tributing|discard|discards|flip|flips|end turn|pass|chain|directly)\b/;

export function isBanter(text: string): boolean {
  // "gl ur go", "gg your move": good wishes around a hand-over are the hand-over.
  if (handsOver(text)) return false;
  // "lol what should i take": a laugh before a question does not make it talk.
  const after = text.replace(LAUGH_OPENER, '');
  if (after !== text && QUESTION_OPENER.test(after)) return false;
  // "I'm saving reborn for later" names a card and asks nothing: the idioms would make it a move.
  if (!MOVE_HINT.test(text) && REMARK.test(text)) return true;
  // "lol fine, skull smacks the celtic": a move in slang is still a move.
  if (MOVE_HINT.test(text) || MOVE_HINT.test(applyIdioms(text))) return false;
  return BANTER.some((re) => re.test(text));
}

const LAUGH_OPENER = /^(?:(?:lol+|lmao+|haha+|hehe+|xd|ok(?:ay)?|so|hmm+|oh|ouch|oof|ow+|damn|dang|wait|huh|bruh|ugh|wow|whoa|yikes)[\s,.!]+)+/;
const QUESTION_OPENER = /^(?:what|whats|why|how|hows|when|where|who|which|should i|can i|could i|do i|does|is (?:it|that|my|his)|are (?:my|his|there))\b/;

/**
 * A question said last, after the situation it is about, without a question mark: "ryu ran
 * vs ur megami who wins", "he summons jinzo, can i trap hole it", "my 1800 guy hits his 1200
 * def guy do i do damage". The asking words follow other words, so "can i attack" alone stays
 * a move to read.
 */
export const OUTCOME_QUESTION =
  /(?:\b(?:who|which one|which|what) (?:wins|would win|will win|happens|would happen|dies|would die|survives|is stronger|is bigger|takes damage|takes the damage)|\S[,;]?\s+(?:can|could|may) i \w+(?: \w+){0,6}|\S[,;]?\s+do i (?:do|deal|take|win|lose|get)(?: \w+){0,4}|\S[,;]?\s+does (?:it|he|she|that) (?:die|survive|win|work|hit|get destroyed)(?: \w+){0,4})[!.\s]*$/;

/** A question that wants an answer rather than a move ("can I attack twice?", "what does trap hole do"). */
export function questionOf(text: string, mentionsCard: (t: string) => boolean): 'rules' | 'duel' | null {
  const t = text.trim().replace(/^(?:(?:hmm+|um+|uh+|ok(?:ay)?|so|well|wait|kip|lol+|lmao+|haha+|hehe+|oh|ouch|oof|ow+|damn|dang|huh|bruh|ugh|wow|whoa|yikes)[,!.]?\s+)+/, '');
  // "… does trap hole do", however it opens: what a card does is asked.
  const asks = /\?\s*$/.test(t) || OUTCOME_QUESTION.test(t) || /\b(?:does|do) .+ do(?: again| exactly)?$/.test(t) || /^(?:what|why not|why|how|when|where|who|which|can i|could i|may i|am i|do i|does|did|is it|is there|is that|are there|should i|would it|explain|tell me|whats|is my|is his|is your|how much|how many)\b/.test(t);
  if (!asks) return null;
  if (!isGameQuestion(t, mentionsCard) && !/^why\b/.test(t) && !/\b(?:should i|which one|which card|hit|target|best move|my move|good idea|worth it|strong enough|safe|what happened|what just happened|why did|why not|what does .+ do|which is better|what should i|how (?:strong|big|tough|weak|much atk|much def|much attack|much defense))\b/.test(t)) return null;
  return /\b(?:my|his|her|your|this duel|now|right now|here|he|she|you|lp|life points)\b/.test(t) ? 'duel' : 'rules';
}

/** Polite or question framing around a move: "could you summon X for me please?" → "summon X". */
export function stripPoliteness(text: string): { text: string; polite: boolean } {
  const before = text.replace(/[?!.]+$/g, '').trim();
  let t = before
    .replace(/^(?:(?:ok(?:ay)?|alright|right|so|well|hmm+|um+|uh+|yeah|yes|ya|k|fine|now|then|and|first|next|also|kip|hey kip|hey|lol+|lmao|haha+|hehe+|heh|ngl|tbh|bruh|bro|welp|oh|yo|okay kip|ok kip|whatever|eh|meh|anyway|anyways|fine then|fine|if so|in that case|good)[,!.]?\s+)+/g, '')
    .replace(/^(?:(?:can|could|would|will) (?:you|u|we)(?: please)?|please|pls|kindly|i would like (?:to|you to)|i want (?:to|you to)|i wish to|i am going to|i will|i am|let me|let us|i think i will|i guess i will|i shall|time to|going to|gonna|i)\s+/g, '')
    .replace(/^(?:(?:please|just|now|then|go ahead and|try to|try and)\s+)+/g, '');
  for (let prev = ''; prev !== t; ) {
    prev = t;
    t = t.replace(/[\s,]+(?:for me|please|pls|thanks|thank you|if you can|if possible|if i can|now|real quick|i guess|i think|obviously|obv|ofc|of course|lol|lmao|haha|hehe|heh|xd|idk|ngl|tbh|fr|imo|then|too|again|as well|also|kip|my friend|buddy|mate|first|for now)[?!.]*$/g, '').trim();
  }
  return { text: t, polite: t !== before };
}

/** Pass words at a response window: the player lets things resolve. */
export const PASS_WORDS =
  /^(?:(?:no|nah|nope|ok|okay|yeah|fine)[,.!]? )?(?:it is ok|it is fine|its ok|its fine|all good|i am good|im good|fine by me|go for it|let it through|i will take it|i take it|no|nope|nah|naw|pass|i pass|no response|no responses|no chain|do not chain|not chaining|no respond|do not respond|let it resolve|let it go|let it happen|resolve|resolve it|go ahead|go on|carry on|continue|take it|fine|ok|okay|k|sure|whatever|nothing|nothing from me|i have nothing|no thanks|nothing to chain|not this time|i do not|i will not|you may|go|proceed|next|skip|nah go ahead|ok go|no go ahead|no chain from me|no reply)$/;

/** End-turn words in a Main Phase (or the Battle Phase, through Main Phase 2). */
export const END_TURN_WORDS =
  /^(?:end|end turn|end my turn|i end my turn|i end turn|i end|done|i am done|i am finished|finished|i am finish(?: my turn)?|i finish(?: my turn)?|finish(?: my)? turn|my turn is over|turn over|over to you|your move|your turn|you go|you are up|go ahead|that is it|that is all|that is my turn|nothing else|pass|pass turn|pass the turn|pass my turn|i pass my turn|end phase|go to end phase|over|turn end|i am done this turn|ending turn|ending my turn|end it|and done|gg go|go ahead you attack me|go ahead,? you attack me|your go|go on then|go on|on you go|off you go|over to you|all yours|it is all yours|all yours now|that is all from me|that is it from me|that is everything|that is me|that is me done|i am done here|done here|nothing more|nothing more from me|nothing else from me|i have nothing else|that will do|that is enough|your turn now|is your turn|its your turn|it is your turn|now your turn|your go now|you are up now|take it away|your move now|you go now|go ahead then|ok go|okay go|alright go)(?: for (?:this|the|my) turn| for now| this turn| here| then| for me| kip| mate| m8| buddy| friend| dude| bro| man| pal| my friend| folks| amigo| fam| guys| boss| champ| lol| haha| now| bot| robot| computer| partner| chief| sir| homie| my dude| dear)*$/;

/**
 * A message made only of hand-over phrases, one after another with or without commas
 * ("done your move bot", "ok thats it, all yours"): the whole of it hands the turn over.
 */
export function handsOver(text: string): boolean {
  const words = text.replace(/[,.!;:…]+/g, ' ').trim().split(/\s+/).filter((w) => w !== '');
  // "lol ok your turn": laughs and openers before the hand-over open it.
  while (words.length > 2 && /^(?:lol|lmao|haha)$/.test(words[0]!) && HAND_OVER_OPENER.test(words[1]!)) words.shift();
  if (words.length === 0) return false;
  // reach[i]: the first i words split into hand-over phrases (and openers such as "ok").
  const reach = words.map(() => false);
  const fits = (from: number, to: number): boolean => {
    const phrase = words.slice(from, to).join(' ');
    return END_TURN_WORDS.test(phrase) || (from === 0 && HAND_OVER_OPENER.test(phrase));
  };
  for (let to = 1; to <= words.length; to++) {
    // Courtesy and the bot's name may stand anywhere ("end my turn pls bot").
    if ((to === 1 || reach[to - 2]) && COURTESY.test(words[to - 1]!)) reach[to - 1] = true;
    for (let from = 0; from < to && !reach[to - 1]; from++) if ((from === 0 || reach[from - 1]) && fits(from, to)) reach[to - 1] = true;
  }
  if (words.every((w) => COURTESY.test(w) || HAND_OVER_OPENER.test(w))) return false;
  return reach[words.length - 1]!;
}

const COURTESY = /^(?:please|pls|thanks|thx|ty|lol|haha|kip|bot|mate|m8|buddy|pal|bro|dude|man|friend|now|then)$/;
const HAND_OVER_OPENER = /^(?:ok|okay|alright|right|so|well|yeah|k|fine|good|cool|aight|gl|gg|glhf|ggs|nice|sweet|great|welp|phew)$/;

export const YES_WORDS = /^(?:yes|y|yeah|yep|yup|sure|ok|okay|do it|go for it|of course|absolutely|yes please|please do|activate it|use it)$/;

/** Words of a yes ("yea", "ye", "yes pls", "go for it", "sure do it"), each word one of these. */
const YES_SET = new Set('yessir yesir yass yas yis yus yah yeet yee yeh yes y ye yea yeah yeh yah ya yep yup yas ay aye sure ok okay k kk go ahead do it for please pls absolutely definitely course of why not sounds good alright fine that one this play lets let us bet affirmative correct right'.split(' '));
/** Words of a no ("nah", "nope", "no thanks", "dont"). */
const NO_SET = new Set('no n nah na nope naw nay not now thanks thank you skip decline do dont never mind nvm pass it that'.split(' '));
/** Words around a yes or a no that change nothing ("yes pls kip", "nah thanks lol"). */
const AROUND = new Set('please pls plz kip bot mate m8 bro lol haha then thanks ty man dude'.split(' '));

/**
 * A message that is only a yes or only a no, however it is spelt: letters drawn out are
 * read once ("yesss", "noooo"), courtesy around it is dropped, and every word left must
 * be a word of one of them. Null for anything else ("yes summon the elf" is a move).
 */
export function yesNoWord(text: string): 'yes' | 'no' | null {
  if (/[^\x00-\x7f]/.test(text)) return foreignYesNo(text);
  const words = text.toLowerCase().replace(/[^a-z\s']/g, ' ').replace(/'/g, '').replace(/([a-z])\1{2,}/g, '$1').split(/\s+/).filter((w) => w !== '');
  const core = words.filter((w) => !AROUND.has(w));
  if (core.length === 0 || core.length > 5) return null;
  const yes = core.every((w) => YES_SET.has(w)) && core.some((w) => !['do', 'it', 'for', 'of', 'not', 'that', 'this', 'one', 'us', 'let', 'lets'].includes(w));
  const no = core.every((w) => NO_SET.has(w)) && core.some((w) => ['no', 'n', 'nah', 'na', 'nope', 'naw', 'nay', 'not', 'dont', 'skip', 'decline', 'never', 'nvm', 'pass'].includes(w));
  if (yes && !no) return 'yes';
  if (no && !yes) return 'no';
  // "do it": every word is of a yes, none says no.
  if (core.every((w) => YES_SET.has(w)) && !core.some((w) => NO_SET.has(w) && !YES_SET.has(w)) && /\b(?:do|go)\b/.test(core.join(' ')) && !no) return 'yes';
  // "sí", "dale", "oui", "ja", "claro", "nein", "não": a yes or a no in another language.
  return foreignYesNo(text);
}
export const NO_WORDS = /^(?:no|n|nope|nah|naw|do not|skip|decline|no thanks|not now|no way)$/;

export { isConcede };
