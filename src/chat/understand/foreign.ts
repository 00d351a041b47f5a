/**
 * Messages in Spanish, French, German, Portuguese or Italian. Offline they are never
 * played: their verbs are read through a small table (summon, attack, set, activate, end
 * the turn, tribute), the card names in them (players use the English names or
 * nicknames) through the usual matcher, and the answer is an ask-back of the options that
 * fit, in English. With a model configured the interpreter reads them as well.
 */
import type { Option } from '../../engine/types.js';
import type { BoardWords } from './board.js';
import type { Language } from './intent/index.js';
import { bestFits, rankOptions } from './rank.js';

/** Verb forms (first person, infinitive, imperative) → the English verb the ranking knows. */
const VERBS: [RegExp, string][] = [
  [/\b(?:invoc\w*|evoc\w*|beschw[öo]r\w*|rufe?\b|j'invoque)/, 'summon'],
  [/\b(?:atac\w*|attaqu\w*|j'attaque|attacc\w*|greif\w*|angreif\w*|attackier\w*)/, 'attack'],
  [/\b(?:coloc\w*|pongo|poner|pose\w*|je pose|setz\w*|leg\w* verdeckt|posizion\w*|metto|baixo|setto|boca abajo|face cach[ée]e|verdeckt|virad\w* para baixo|copert\w*)/, 'set'],
  [/\b(?:activ\w*|j'active|aktivier\w*|ativ\w*|attiv\w*)/, 'activate'],
  [/\b(?:sacrific\w*|sacrifi\w*|opfer\w*)/, 'tribute'],
  // "juego pot of greed": to play a card is to activate a Spell or summon a monster.
  [/(?<!\p{L})(?<!(?:buen|bom|bel|buon|bon|gutes|gutes|un|el|o|il) )(?:juego|jugar|je joue|joue|spiele|jogo|jogar|gioco|giocare)(?!\p{L})/u, 'activate summon'],
  [/(?<!\p{L})(?:fin de (?:la )?(?:bataille|batalla)|fine (?:della )?battaglia|fim da batalha|kampf beenden|ende des kampfes)(?!\p{L})/u, 'end battle'],
  [/(?<!\p{L})(?:fin de (?:mon )?tour|fin du tour|fin de turno|termino|je termine|beende\p{L}*|zug beenden|fim do turno|fine turno|finisco|te toca|[àa] toi|du bist dran|sua vez|tocca a te|paso|je passe|ich passe|passo)(?!\p{L})/u, 'end turn'],
];

/** Greetings and talk in these languages: answered as banter, never as moves. */
const TALK = /^(?:hola|buenas|buena partida|bien jugado|buen juego|bonjour|salut|bien jou[ée]|bonne partie|merci|hallo|servus|gut gespielt|gutes spiel|danke|ol[áa]|oi|bom jogo|obrigad[oa]|ciao|salve|bella partita|ben giocato|grazie)(?=$|[\s,.!?])/;

/** A greeting or compliment in one of the five languages, whatever the language model said. */
export function isForeignTalk(text: string): boolean {
  return TALK.test(text) && !VERBS.some(([re]) => re.test(text));
}

export type ForeignReading = { kind: 'banter' } | { kind: 'question' } | { kind: 'ask-back'; options: Option[]; prompt: string };

/** What a message in another language can be read as, offline. */
export function readForeign(text: string, language: Language, options: readonly Option[], board: BoardWords): ForeignReading {
  // "pongo battle ox en ataque": a monster put down in Attack Position is summoned, not Set.
  const inAttack = /(?<!\p{L})(?:en|em|in) (?:ataque|attaque|angriff\p{L}*|attacco)(?!\p{L})/u.test(text);
  const verbs = VERBS.filter(([re]) => re.test(text)).map(([, v]) => (v === 'set' && inAttack ? 'summon' : v));
  if (verbs.length === 0 && TALK.test(text)) return { kind: 'banter' };
  if (/\?\s*$/.test(text) || /^(?:qu[ée]|que|como|cómo|comment|pourquoi|warum|was|wie|kann|puedo|posso|pode|cosa|perch[ée]|por qu[ée])\b/.test(text)) return { kind: 'question' };
  const english = `${verbs.join(' ')} ${translateNouns(text)}`;
  // A verb and a card (or a choice's words) that pick out one to three options are asked about alone (a yes then plays one).
  const ranked = bestFits(english, options, board) ?? rankOptions(english, options, board);
  const prompt = `I read that as ${LANGUAGE_NAMES[language]}; I only play moves I am sure of, so which one do you mean? (type the number or the command in English)`;
  return { kind: 'ask-back', options: ranked, prompt };
}

/**
 * Words players translate when they name a card or a position in their own language
 * ("le dragon blanc aux yeux bleus", "em ataque"): the English words of card names and
 * positions they stand for, added beside the message so its cards and choices can be found.
 */
const NOUNS: [RegExp, string][] = [
  [/(?<!\p{L})(?:drag[óo]n|drache\p{L}*|drago|dragao|dragão)(?!\p{L})/gu, 'dragon'],
  [/(?<!\p{L})(?:elfo|elfe|elf)(?!\p{L})/gu, 'elf'],
  [/(?<!\p{L})(?:blanc|blanco|wei(?:ß|ss)\p{L}*|branco|bianco)(?!\p{L})/gu, 'white'],
  [/(?<!\p{L})(?:yeux bleus|ojos azules|blauen augen|blauäugig\p{L}*|olhos azuis|occhi blu)(?!\p{L})/gu, 'blue eyes'],
  [/(?<!\p{L})(?:cr[âa]ne|calavera|sch[äa]del|caveira|teschio)(?!\p{L})/gu, 'skull'],
  [/(?<!\p{L})(?:bue|buey|b[oœ]euf|ochse\p{L}*|boi)(?!\p{L})/gu, 'ox'],
  [/(?<!\p{L})(?:mago|magicien|magier|magico|mágico)(?!\p{L})/gu, 'magician'],
  [/(?<!\p{L})(?:guerrero|guerrier|krieger|guerreiro|guerriero)(?!\p{L})/gu, 'warrior'],
  // Common words of card names, so a card named in the player's language ("buco nero", "olla de la codicia") is found.
  [/(?<!\p{L})(?:agujero|trou|loch|buraco|buco)(?!\p{L})/gu, 'hole'],
  [/(?<!\p{L})(?:negro|noir|schwarz\p{L}*|preto|nero|oscuro|obscur|sombre|dunkle?\p{L}*|escuro|oscura|sombr\p{L}+)(?!\p{L})/gu, 'dark'],
  [/(?<!\p{L})(?:olla|pot|topf|pote|vaso)(?!\p{L})/gu, 'pot'],
  [/(?<!\p{L})(?:codicia|avidit[ée]|gier|gan[âa]ncia|avidit[àa]|cupidigia)(?!\p{L})/gu, 'greed'],
  [/(?<!\p{L})(?:espadas?|[ée]p[ée]es?|schwert\p{L}*|spade?)(?!\p{L})/gu, 'swords'],
  [/(?<!\p{L})(?:trampa|pi[èe]ge|falle|armadilha|trappola)(?!\p{L})/gu, 'trap'],
  [/(?<!\p{L})(?:monstruo|monstre|monster|monstro|mostro)(?!\p{L})/gu, 'monster'],
  [/(?<!\p{L})(?:renacer|renacimiento|r[ée]surrection|renaissance|wiedergeburt|renascimento|rinascita)(?!\p{L})/gu, 'reborn'],
  [/(?<!\p{L})(?:guardi[áa]n|gardien|w[äa]chter|guardi[ãa]o|guardiano)(?!\p{L})/gu, 'guardian'],
  [/(?<!\p{L})(?:bruja|sorci[èe]re|hexe|bruxa|strega)(?!\p{L})/gu, 'witch'],
  [/(?<!\p{L})(?:caballero|chevalier|ritter|cavaleiro|cavaliere)(?!\p{L})/gu, 'knight'],
  [/(?<!\p{L})(?:gigante|g[ée]ant|riese\p{L}*)(?!\p{L})/gu, 'giant'],
  [/(?<!\p{L})(?:piedra|pierre|stein|pedra|pietra)(?!\p{L})/gu, 'stone'],
  [/(?<!\p{L})(?:insecto|insecte|insekt\p{L}*|inseto|insetto|bicho)(?!\p{L})/gu, 'bug'],
  [/(?<!\p{L})(?:lobo|loup|wolf|lupo)(?!\p{L})/gu, 'wolf'],
  [/(?<!\p{L})(?:diablillo|diablotin|diabrete|diavoletto)(?!\p{L})/gu, 'imp'],
  [/(?<!\p{L})(?:ataque|attaque|angriff\p{L}*|attacco)(?!\p{L})/gu, 'attack'],
  [/(?<!\p{L})(?:defensa|d[ée]fense|verteidigung\p{L}*|defesa|difesa)(?!\p{L})/gu, 'defense'],
];

function translateNouns(text: string): string {
  const found = NOUNS.flatMap(([re, en]) => (text.match(re) ? [en] : []));
  return found.length ? `${text} ${found.join(' ')}` : text;
}

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Spanish', fr: 'French', de: 'German', pt: 'Portuguese', it: 'Italian' };

/** Words no English chat uses, per language: two of them make a message foreign whatever the model said. */
const WORDS: [Language, RegExp][] = [
  ['es', /\b(?:en|el|los|las|una|con|pongo|defensa|ataque|modo|posici[óo]n|boca|abajo|contra|del|turno|carta)\b/g],
  ['fr', /\b(?:le|les|des|du|avec|et|mon|ton|sur|en|d[ée]fense|attaque|carte|tour|je)\b/g],
  ['de', /\b(?:und|mit|den|dem|der|das|meinen|meine|deinen|verteidigung|angriff|karte|zug|ich)\b/g],
  ['it', /\b(?:il|gli|della|con|difesa|attacco|carta|turno|mio|tuo|contro)\b/g],
  ['pt', /\b(?:em|com|os|defesa|ataque|carta|turno|meu|teu|contra)\b/g],
];

/** First-person verbs of moves no English message says, per language: one is enough ("invoco celtic guardian"). */
const FIRST_PERSON: [Language, RegExp][] = [
  ['es', /(?<!\p{L})(?:invoco|ataco|coloco|activo|(?<!buen )juego|sacrifico|pongo|paso)(?!\p{L})/u],
  ['fr', /(?<!\p{L})(?:j'invoque|invoque|j'attaque|attaque|je pose|j'active|je joue|je sacrifie|je passe)(?!\p{L})/u],
  ['de', /(?<!\p{L})(?:beschw[öo]re|greife|aktiviere|setze|opfere|spiele|ich passe)(?!\p{L})/u],
  ['pt', /(?<!\p{L})(?:ativo|invoco|sacrifico|passo a vez)(?!\p{L})/u],
  ['it', /(?<!\p{L})(?:evoco|attacco|attivo|metto|sacrifico|passo)(?!\p{L})/u],
];

/** The language of a message whose verb is a move's first person in another language, if any. */
export function foreignByVerb(text: string): Language | null {
  return FIRST_PERSON.find(([, re]) => re.test(text))?.[0] ?? null;
}

/** The language of a message the model took for English that still says two words of another one, if any. */
export function foreignByWords(text: string, cardWords: ReadonlySet<string>): Language | null {
  let best: Language | null = null;
  let most = 1;
  for (const [language, re] of WORDS) {
    const n = [...text.matchAll(re)].filter((m) => !cardWords.has(m[0])).length;
    if (n > most) {
      most = n;
      best = language;
    }
  }
  return best;
}
