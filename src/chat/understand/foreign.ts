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
import { rankOptions } from './rank.js';

/** Verb forms (first person, infinitive, imperative) → the English verb the ranking knows. */
const VERBS: [RegExp, string][] = [
  [/\b(?:invoc\w*|evoc\w*|beschw[öo]r\w*|rufe?\b|j'invoque)/, 'summon'],
  [/\b(?:atac\w*|attaqu\w*|j'attaque|attacc\w*|greif\w*|angreif\w*|attackier\w*)/, 'attack'],
  [/\b(?:coloc\w*|pongo|poner|pose\w*|je pose|setz\w*|leg\w* verdeckt|posizion\w*|metto|baixo|setto|boca abajo|face cach[ée]e|verdeckt|virad\w* para baixo|copert\w*)/, 'set'],
  [/\b(?:activ\w*|j'active|aktivier\w*|ativ\w*|attiv\w*)/, 'activate'],
  [/\b(?:sacrific\w*|sacrifi\w*|opfer\w*)/, 'tribute'],
  [/(?<!\p{L})(?:fin de (?:mon )?tour|fin de turno|termino|je termine|beende\p{L}*|zug beenden|fim do turno|fine turno|finisco|te toca|[àa] toi|du bist dran|sua vez|tocca a te|paso|je passe|ich passe|passo)(?!\p{L})/u, 'end turn'],
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
  const verbs = VERBS.filter(([re]) => re.test(text)).map(([, v]) => v);
  if (verbs.length === 0 && TALK.test(text)) return { kind: 'banter' };
  if (/\?\s*$/.test(text) || /^(?:qu[ée]|que|como|cómo|comment|pourquoi|warum|was|wie|kann|puedo|posso|pode|cosa|perch[ée]|por qu[ée])\b/.test(text)) return { kind: 'question' };
  const english = `${verbs.join(' ')} ${text}`;
  const ranked = rankOptions(english, options, board);
  const prompt = `I read that as ${LANGUAGE_NAMES[language]}; I only play moves I am sure of, so which one do you mean? (type the number or the command in English)`;
  return { kind: 'ask-back', options: ranked, prompt };
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
