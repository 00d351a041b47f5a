/**
 * The learned readers of a message: its intent (move, question, request, banter,
 * confirm, decline, hand-over, correction) and its language (en, es, fr, de, pt, it).
 * Both are trained from the generated corpus (corpus.ts) the first time they are asked,
 * on all of it; `heldBackFigures` trains on the training part only and scores the held-back
 * part, for `npm run chat:eval` and the README.
 */
import { INTENTS, intentCorpus, LANGUAGES, languageCorpus, maskCards, type Intent, type Language } from './corpus.js';
import { score, trainNaiveBayes, type Classifier } from './model.js';

export { INTENTS, LANGUAGES, maskCards, type Intent, type Language };

let intents: Classifier<Intent> | undefined;
let languages: Classifier<Language> | undefined;

function intentModel(): Classifier<Intent> {
  if (!intents) {
    const { train, test } = intentCorpus();
    intents = trainNaiveBayes(INTENTS, [...train, ...test]);
  }
  return intents;
}

function languageModel(): Classifier<Language> {
  if (!languages) {
    const { train, test } = languageCorpus();
    languages = trainNaiveBayes(LANGUAGES, [...train, ...test]);
  }
  return languages;
}

/** The intent of a message; `names` are the card names (and nicknames) it may say, masked before reading. */
export function readIntent(text: string, names: readonly string[] = []): { intent: Intent; p: number } {
  const best = intentModel().classify(maskCards(text, names))[0]!;
  return { intent: best.label, p: best.p };
}

/**
 * The language of a message. Short English chat ("gg", "ok go") is easily taken for
 * anything, so a message is called foreign only when the model is sure and it has at
 * least two words.
 */
export function detectLanguage(text: string): { language: Language; p: number } {
  // Without such a word the message is read as English before the model is asked (or trained: most chat never needs it).
  const lower = text.toLowerCase();
  if (!FOREIGN_WORD.test(lower) && !/(?:^|\s)[jldn]'\p{L}/u.test(lower)) return { language: 'en', p: 1 };
  const best = languageModel().classify(text)[0]!;
  if (best.label !== 'en' && best.p < 0.9) return { language: 'en', p: 1 - best.p };
  return { language: best.label, p: best.p };
}

/**
 * Words no English chat uses, in the five other languages: the model's call is believed
 * only with one of them present, since card names and nicknames look like any language.
 */
const FOREIGN_WORD =
  /(?:^|[\s'])(?:con|el|los|las|del|al|mi|su|tu|por|favor|qu[ée]|puedo|quiero|turno|boca|abajo|carta|sí|gracias|hola|avec|le|les|du|mon|ma|mes|son|sa|je|j'|l'|tour|carte|oui|merci|bonjour|toi|peux|veux|est|ich|mit|meinen|meine|seinen|sein|den|der|die|das|und|zug|bitte|danke|hallo|kann|will|verdeckt|ja|nein|du|dran|com|o|os|meu|minha|dele|vez|não|sim|obrigado|olá|posso|quero|il|lo|gli|mio|mia|suo|sua|turno|per|grazie|ciao|voglio|adesso|tocca|coperto|invoco|invoque|ataco|attaque|attacco|evoco|beschw\S*|greife?|aktiviere|activo|ativo|attivo|coloco|pose|setze|posiziono|sacrifico|sacrifie|opfere|termino|beende|finisco|greif\S*|angreif\S*|attaqu\S*|atac\S*|attacc\S*|invoc\S*|evoc\S*)(?=$|[\s,.!?])/;

export interface Figures {
  accuracy: number;
  n: number;
  perLabel: Record<string, { n: number; correct: number }>;
}

export interface HeldBack {
  intent: Figures;
  /** Intent on messages of templates never trained on. */
  intentUnseenTemplates: Figures;
  language: Figures;
}

/** Each model trained on its training part and scored on the part held back from it. */
export function heldBackFigures(): HeldBack {
  const ic = intentCorpus();
  const lc = languageCorpus();
  const i = score(trainNaiveBayes(INTENTS, ic.train), ic.test);
  const u = score(trainNaiveBayes(INTENTS, ic.unseen.train), ic.unseen.test);
  const l = score(trainNaiveBayes(LANGUAGES, lc.train), lc.test);
  return { intent: { ...i, n: ic.test.length }, intentUnseenTemplates: { ...u, n: ic.unseen.test.length }, language: { ...l, n: lc.test.length } };
}
