/**
 * The training corpus of the intent and language models, generated: templates of our own
 * for each intent (move, question, request, banter, confirm, decline, hand-over,
 * correction) and each language, filled with card names and styled the way players type
 * (slang, typos, emoji, missing capitals, non-native English, talking to the bot in the
 * second person). The same seed gives the same corpus; every fifth message of each kind
 * is held back as the models' own test set.
 */
import { seeded } from './model.js';

export const INTENTS = ['move', 'question', 'request', 'banter', 'confirm', 'decline', 'hand-over', 'correction'] as const;
export type Intent = (typeof INTENTS)[number];
export const LANGUAGES = ['en', 'es', 'fr', 'de', 'pt', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];

const MONSTERS = ['Mystical Elf', 'Summoned Skull', 'Dark Magician', 'Blue-Eyes White Dragon', 'Celtic Guardian', 'Feral Imp', 'Battle Ox', 'Gaia the Fierce Knight', 'La Jinn', 'Giant Soldier of Stone', 'Baby Dragon', 'Red-Eyes', 'Man-Eater Bug', 'skull', 'elf', 'bewd', 'dm', 'the ox', 'celtic', 'imp', 'gaia', 'jinn', 'the dragon', 'my 1800 guy', 'the big guy', 'his facedown', 'that monster'];
const SPELLS = ['Dark Hole', 'Monster Reborn', 'Mystical Space Typhoon', 'Trap Hole', 'Mirror Force', 'Pot of Greed', 'Raigeki', 'Change of Heart', 'Waboku', 'Two-Pronged Attack', 'Block Attack', 'Swords of Revealing Light', 'mst', 'reborn', 'pot', 'my facedown', 'my trap', 'that card'];
const BOT = ['kip', 'Kip', 'bot', 'buddy', 'mate', 'dude', 'bro', 'my friend', 'pal'];
const POS = ['attack', 'attack position', 'defense', 'def', 'face down', 'defence mode'];
const SUMMON = ['summon', 'normal summon', 'play', 'bring out', 'drop', 'put down', 'throw out', 'call', 'summon', 'summmon', 'sumon'];
const ATTACK = ['attack', 'hit', 'swing at', 'go after', 'smack', 'attack', 'attak', 'charge into', 'take out', 'destroy'];

const TEMPLATES: Record<Intent, string[]> = {
  move: [
    '{summon} {mon}', '{summon} {mon} in {pos}', 'i {summon} {mon}', "i'll {summon} {mon}", 'set {mon}', 'set {spell}', 'set {mon} face down', 'activate {spell}',
    'i activate {spell}', 'use {spell}', 'play {spell} on {mon}', '{attack} {mon} with {mon}', '{mon} attacks {mon}', 'attack directly with {mon}', 'go face with {mon}',
    'hit him directly', 'tribute {mon} for {mon}', 'sac {mon} and {mon} for {mon}', 'tribute both for {mon}', 'flip {spell}', 'chain {spell}', 'equip {spell} to {mon}',
    'switch {mon} to defense', 'put {mon} in attack mode', 'go to battle', 'battle phase', 'enter battle', '{mon} on {mon}', 'revive {mon} with reborn',
    'time for the big guy: tribute {mon} for {mon}', 'lets go {summon} {mon} then {attack} {mon}', '{summon} {mon} and attack with it', 'discard {mon}',
    'i want to {summon} {mon}', 'can you {summon} {mon} for me', '{bot}, i {summon} {mon}', 'ok {summon} {mon}', 'first {summon} {mon}, then set {spell}',
    'i am summon {mon} please', 'i make attack with {mon} to {mon}', 'please you {summon} {mon}', 'now {mon} attack', 'special summon {mon}', 'target {mon}',
    'activate {spell} targeting {mon}', 'i respond with {spell}', 'flip summon {mon}', 'attack with everything', 'attack with all my monsters', '{mon} go',
  ],
  question: [
    'what does {spell} do', 'what does {mon} do?', 'can i {summon} {mon} now?', 'does my {mon} beat his {mon}?', 'how many tributes does {mon} need',
    'is {mon} stronger than {mon}?', "why can't i attack", 'why cant i {summon} {mon}', 'what happens if i {summon} {mon}?', 'can i use a set {spell} on his turn?',
    'how much lp do i have', 'how many cards does he have', 'can {spell} hit face down monsters?', 'does {spell} destroy {mon}?', 'when can i activate {spell}?',
    'should i {summon} {mon} or set it?', 'is it safe to attack?', 'what is the atk of {mon}', 'can i attack twice', 'do i need to tribute for {mon}?',
    'wait, can i chain {spell} to that?', 'how does damage work in defense', 'what did you just play?', 'why did you do that?', 'what was that card',
    '{bot} what does your facedown do', 'can you explain {spell}', 'is {mon} a spellcaster?', 'how many monsters can i summon per turn?', 'what level is {mon}?',
    'which is better, {mon} or {mon}?', 'do i take damage if {mon} is in defense?', 'could {spell} be activated now?', 'is that legal?', 'wait how does that work',
    'so {spell} works on his turn?', 'does {mon} have an effect', 'whats the difference between set and summon', 'how do i win', 'what phase is it?',
  ],
  request: [
    'show the board', 'board', 'board pls', 'show me the field', "what's on his side again", 'what is on the field', 'remind me what i have',
    "what's in my hand", 'show my hand', 'hand?', 'my hand pls', 'graveyard', 'show the graveyards', "what's in his graveyard", 'gy?', 'show me his gy',
    'what are my options', 'options', 'help', 'what can i do', 'list my moves', 'what now', 'what can i do now?', 'show me my options please', 'commands',
    'lemme see the board', 'can i see the field', 'remind me what he has', 'what does he have out', 'show field again', 'what do i have left', 'status',
    'i concede', 'i give up', 'surrender', 'i forfeit', 'what are my choices', 'show everything', 'can you show me the board again', 'where are we',
  ],
  banter: [
    'gg', 'gg wp', 'lol', 'lmao', 'nice one', 'nice move {bot}', 'hi', 'hello {bot}', 'hey there', 'yo', 'sup', 'how are you', "you're going down",
    'prepare to lose', '{mon} is my favourite card', 'i love {mon}', "i'm saving {spell} for later", 'my {mon} is so cute', '{mon} is so strong lol',
    'that was lucky', 'ugh', 'oof', 'wow', 'damn', 'good luck', 'have fun', 'haha you suck', 'too easy', 'are you a bot?', 'who are you',
    'this deck is fun', 'my little brother loves {mon}', 'i used to play this as a kid', '{spell} is so broken', 'rip', 'ouch that hurt', 'well played',
    'thanks', 'thank you {bot}', 'sorry', 'oops', 'brb', 'i am back', 'you will regret that', 'i will crush you', 'not bad for a bot', 'ez',
    "{mon} looks cool", 'the art on {spell} is nice', 'i remember {mon} from the show', 'ur funny', 'lol ok', 'that was close', 'nooo', 'rude',
    'good one', 'oh no', 'u rock', 'you rock {bot}', 'nice try', 'not bad', 'wow ok', 'oh wow', 'haha nice', 'great game', 'ggs', 'that was fun',
    "i'm so bad at this", 'this is fun', 'love this game', 'well done {bot}', 'respect', 'omg', 'oh come on', 'lucky you', 'whatever man', 'bruh',
    'yikes', 'dang it', 'sheesh', 'hell yeah', 'cool cool', 'good morning', 'hi again', 'what a game', 'you got me', 'i hate you lol',
    'ur good', 'so close', 'unlucky', 'my bad', 'fair play', 'cheers', 'thx', 'ty {bot}', 'lol nice', 'hehe', 'haha ok ok', 'oh man', 'wow nice one',
    'i am keeping {spell} for his turn', 'keeping {mon} for later', 'i am holding {spell} for the right moment', 'my {mon} stays in my hand for now',
  ],
  confirm: [
    'yes', 'yeah', 'yep', 'yup', 'sure', 'ok', 'okay', 'do it', 'go for it', 'yes please', 'absolutely', 'of course', 'yeah do it', 'yes that one',
    'sure go ahead', 'ya', 'y', 'yea sure', 'ok do it', 'yes activate it', 'use it', 'definitely', 'why not', 'sounds good', 'alright', 'yeah sure go',
    'yes yes', 'correct', "that's right", 'exactly', 'yep, that', 'confirm', 'k', 'kk', 'sure thing', 'yes use the effect',
    'yes sir', 'aye', 'bet', 'ye', 'yea', 'yes pls', 'yeah go ahead', 'yup do it', 'ok sure', 'sure why not', 'yes do that', 'go ahead then',
  ],
  decline: [
    'no', 'nah', 'nope', 'naw', 'no thanks', 'not now', "don't", 'do not', 'skip', 'decline', 'no way', 'nah skip it', 'no dont use it', 'nope not this time',
    'no thank you', 'n', 'nah im good', 'no, keep it', "don't activate", 'no pls', 'nah, not yet', 'not this time', 'pass on that', 'no need',
    "i'll pass on the effect", 'nah no effect', 'negative', 'nah dont',
  ],
  'hand-over': [
    'end turn', 'end my turn', 'your go', 'your turn', 'your move', "that's all from me", 'go on then', 'over to you', "i'm done", 'done', 'done for now',
    'pass', 'pass the turn', 'nothing else', "that'll do", 'end it there', 'ok your go {bot}', 'your turn {bot}', 'all yours', 'i end', 'turn end',
    "i'm finished", 'that is it', 'go ahead {bot}', 'ur turn', 'ur go', 'you go', 'you are up', 'take it away', 'nothing more from me', 'i pass my turn',
    'ok im done, your turn', 'end phase', 'that is all', 'go', 'finish turn', 'k your turn', 'end turn pls', 'i think thats it, your go',
  ],
  correction: [
    'no wait', 'wait no', 'actually no', 'scratch that', 'never mind', 'nvm', 'forget it', 'hold on', 'wait', 'undo', 'cancel that', 'oops i meant {mon}',
    '{summon} {mon}, actually no, {summon} {mon}', 'set {mon}... nah, leave it', 'hmm maybe a set... no, {summon} {mon} instead', '{summon} {mon} no wait',
    'actually, {summon} {mon} instead', 'no no no not that', 'wait wrong card', 'sorry, i meant {spell}', 'on second thought, set it', 'nah, leave it for now',
    '{attack} {mon}... nah', 'scratch that, {attack} {mon} instead', "wait don't", 'no, the other one', 'i changed my mind', 'hmm no', 'actually leave it',
    '{spell} his facedown... nah, leave it for now', 'no stop', 'misclick', 'wait i didnt mean that', 'not that one', 'instead {summon} {mon}',
  ],
};

const FOREIGN: Record<Exclude<Language, 'en'>, string[]> = {
  es: ['invoco a {mon}', 'invoco al {mon}', 'ataco con {mon}', 'ataco a su {mon} con mi {mon}', 'coloco {mon} boca abajo', 'activo {spell}', 'termino mi turno',
    'fin de turno', 'qué hace {spell}?', 'hola', 'buena partida', 'te toca', 'paso', 'sí', 'no gracias', 'muéstrame el campo', 'mi carta favorita es {mon}',
    'puedo atacar ahora?', 'quiero invocar a {mon}', 'ataca con {mon} por favor', 'activo la trampa', 'sacrifico a {mon} para invocar {mon}', 'qué tengo en la mano'],
  fr: ["j'invoque {mon}", 'invoque {mon}', "j'attaque avec {mon}", "j'attaque son {mon} avec mon {mon}", 'je pose {mon} face cachée', "j'active {spell}",
    'fin de mon tour', 'je termine mon tour', 'que fait {spell} ?', 'bonjour', 'bien joué', 'à toi', 'je passe', 'oui', 'non merci', 'montre-moi le terrain',
    'ma carte préférée est {mon}', 'est-ce que je peux attaquer ?', 'je veux invoquer {mon}', 'attaque avec {mon} stp', "j'active mon piège", 'je sacrifie {mon} pour {mon}'],
  de: ['ich beschwöre {mon}', 'beschwöre {mon}', 'ich greife mit {mon} an', 'greife seinen {mon} mit {mon} an', 'ich setze {mon} verdeckt', 'ich aktiviere {spell}',
    'zug beenden', 'ich beende meinen zug', 'was macht {spell}?', 'hallo', 'gut gespielt', 'du bist dran', 'ich passe', 'ja', 'nein danke', 'zeig mir das feld',
    'meine lieblingskarte ist {mon}', 'kann ich jetzt angreifen?', 'ich will {mon} beschwören', 'greif mit {mon} an bitte', 'ich aktiviere meine falle', 'ich opfere {mon} für {mon}'],
  pt: ['invoco {mon}', 'eu invoco o {mon}', 'ataco com {mon}', 'ataco o {mon} dele com o meu {mon}', 'coloco {mon} virado para baixo', 'ativo {spell}',
    'fim do turno', 'termino meu turno', 'o que faz {spell}?', 'olá', 'bom jogo', 'sua vez', 'passo', 'sim', 'não obrigado', 'mostra o campo',
    'minha carta favorita é {mon}', 'posso atacar agora?', 'quero invocar {mon}', 'ataca com {mon} por favor', 'ativo minha armadilha', 'sacrifico {mon} para {mon}'],
  it: ['evoco {mon}', 'io evoco {mon}', 'attacco con {mon}', 'attacco il suo {mon} con il mio {mon}', 'posiziono {mon} coperto', 'attivo {spell}',
    'fine turno', 'finisco il mio turno', 'cosa fa {spell}?', 'ciao', 'bella partita', 'tocca a te', 'passo', 'sì', 'no grazie', 'mostrami il campo',
    'la mia carta preferita è {mon}', 'posso attaccare adesso?', 'voglio evocare {mon}', 'attacca con {mon} per favore', 'attivo la mia trappola', 'sacrifico {mon} per {mon}'],
};

/** What a card name becomes before the intent model reads a message. */
export const CARD = 'card';

/**
 * A message with the card names it says (whole names, or nicknames as whole words)
 * replaced by the word "card", longest names first.
 */
export function maskCards(text: string, names: readonly string[]): string {
  let t = text;
  for (const name of [...names].sort((a, b) => b.length - a.length)) {
    const words = name.toLowerCase().split(/[\s,-]+/).filter((w) => w !== '');
    if (words.join('').length < 3) continue;
    const pattern = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[\\s,-]+');
    t = t.replace(new RegExp(`(?<![\\p{L}\\p{N}])${pattern}(?:'s|s)?(?![\\p{L}\\p{N}])`, 'giu'), CARD);
  }
  return t;
}

const OPENERS = ['', '', '', '', 'ok ', 'lol ', 'hmm ', 'alright ', 'so ', 'kip, ', 'um ', 'right, ', 'yo ', 'okay so ', 'ngl ', 'bro '];
const CLOSERS = ['', '', '', '', ' lol', ' pls', ' please', ' :)', ' 😎', ' 🔥', ' haha', '!', '!!', '?', ' kip', ' tbh', ' ok', ' xd', ' 💀', ' 🙏'];

function typo(word: string, rand: () => number): string {
  if (word.length < 4) return word;
  const i = 1 + Math.floor(rand() * (word.length - 2));
  const r = rand();
  if (r < 0.33) return word.slice(0, i) + word.slice(i + 1);
  if (r < 0.66) return word.slice(0, i - 1) + word[i] + word[i - 1] + word.slice(i + 1);
  return word.slice(0, i) + word[i] + word.slice(i);
}

/** A template filled and styled: slots, then case, typos, openers and closers at random. */
function fill(template: string, rand: () => number, styled: boolean, masked: boolean): string {
  const pick = (list: readonly string[]): string => list[Math.floor(rand() * list.length)]!;
  // The intent model reads card names masked (maskCards): what a message does with a card, not which card.
  const card = (list: readonly string[]): string => (masked && rand() < 0.75 ? CARD : pick(list));
  const slots: Record<string, () => string> = { mon: () => card(MONSTERS), spell: () => card(SPELLS), bot: () => pick(BOT), pos: () => pick(POS), summon: () => pick(SUMMON), attack: () => pick(ATTACK) };
  let t = template.replace(/\{(\w+)\}/g, (_, slot: string) => slots[slot]?.() ?? slot);
  if (!styled) return t;
  if (rand() < 0.6) t = t.toLowerCase();
  if (rand() < 0.25) t = t.split(' ').map((w) => (rand() < 0.3 ? typo(w, rand) : w)).join(' ');
  if (rand() < 0.08) t = t.toUpperCase();
  if (rand() < 0.5) t = pick(OPENERS) + t;
  if (rand() < 0.5) t = t + pick(CLOSERS);
  return t.replace(/\s+/g, ' ').trim();
}

export interface Labelled<L> {
  text: string;
  label: L;
}

export interface Split<L> {
  train: Labelled<L>[];
  /** Every fifth message, its template seen in training. */
  test: Labelled<L>[];
  /** Messages of templates never trained on (a fifth of each intent's templates): the harder test. */
  unseen: { train: Labelled<L>[]; test: Labelled<L>[] };
}

/** `perLabel` messages of every intent, split two ways (by message, and by template). */
export function intentCorpus(perLabel = 1200, seed = 20): Split<Intent> {
  const rand = seeded(seed);
  const out: Split<Intent> = { train: [], test: [], unseen: { train: [], test: [] } };
  for (const label of INTENTS) {
    const templates = TEMPLATES[label];
    for (let i = 0; i < perLabel; i++) {
      const t = Math.floor(rand() * templates.length);
      const ex = { text: fill(templates[t]!, rand, i % 4 !== 0, true), label };
      (i % 5 === 4 ? out.test : out.train).push(ex);
      (t % 5 === 4 ? out.unseen.test : out.unseen.train).push(ex);
    }
  }
  return out;
}

/** Messages in each language: English from the intent templates, the others from their own. */
export function languageCorpus(perLanguage = 600, seed = 21): { train: Labelled<Language>[]; test: Labelled<Language>[] } {
  const rand = seeded(seed);
  const train: Labelled<Language>[] = [];
  const test: Labelled<Language>[] = [];
  const english = Object.values(TEMPLATES).flat();
  for (const label of LANGUAGES) {
    const templates = label === 'en' ? english : FOREIGN[label];
    for (let i = 0; i < perLanguage; i++) {
      const t = Math.floor(rand() * templates.length);
      const text = fill(templates[t]!, rand, true, false);
      (i % 5 === 4 ? test : train).push({ text, label });
    }
  }
  return { train, test };
}

/**
 * The words of the English templates and of the bot and position lists, unstyled (no
 * typos): words players use with this reader, which the spelling mender (spelling.ts)
 * knows. Card names are left out: the mender takes those from the board the player sees.
 */
export function corpusVocabulary(): string[] {
  const texts = [...Object.values(TEMPLATES).flat(), ...BOT, ...POS];
  const words = texts.flatMap((t) => t.toLowerCase().replace(/\{\w+\}/g, ' ').split(/[^a-z']+/)).map((w) => w.replace(/'/g, ''));
  return [...new Set(words.filter((w) => w.length >= 2))];
}
