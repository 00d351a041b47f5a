/**
 * A yes or a no in the languages the reader knows (English, Spanish, French, German,
 * Portuguese, Italian), however it is spelt: accents may be left off ("si", "nao"),
 * letters drawn out, courtesy said around it ("sí por favor", "non merci", "nein danke").
 * Each language's words are its own: a message is a yes only when every word left is a
 * yes word of one language (or a word all of them share, "ok"), so "no" in Spanish and
 * English is a no in both, and words of a move ("si, ataca") make no yes at all.
 */
import type { Language } from './intent/index.js';

/** Accents off, lower case, apostrophes joined ("d'accord" → "daccord"), letters held down read once. */
export function foldWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z\s]/g, ' ')
    .replace(/([a-z])\1{2,}/g, '$1')
    .split(/\s+/)
    .filter((w) => w !== '');
}

const phrases = (s: string): string[][] => s.split(',').map((p) => p.trim().split(' ')).filter((p) => p[0] !== '');

/** Per language: words and short phrases that say yes, that say no, and courtesy that changes neither. */
const WORDS: Record<Exclude<Language, 'en'>, { yes: string[][]; no: string[][]; around: string[] }> = {
  es: { yes: phrases('si, dale, claro, vale, va, venga, por supuesto, claro que si, obvio, si si, bueno, hazlo, de acuerdo, sale'), no: phrases('no, nop, nel, para nada, no no, mejor no, dejalo, nada'), around: ['por', 'favor', 'gracias', 'amigo', 'pues', 'ya'] },
  fr: { yes: phrases('oui, ouais, ouep, daccord, vas y, vasy, bien sur, carrement, allez, oui oui, volontiers, cest bon, fais le'), no: phrases('non, nan, non non, pas du tout, laisse, laisse tomber, surtout pas'), around: ['merci', 'stp', 'svp', 's', 'il', 'te', 'vous', 'plait', 'mon', 'ami'] },
  de: { yes: phrases('ja, jawohl, jo, jep, klar, na klar, genau, gerne, mach, mach das, mach es, los, ja ja, sicher, passt'), no: phrases('nein, nee, ne, no, noe, nicht, lieber nicht, auf keinen fall, lass, lass es'), around: ['danke', 'bitte', 'doch', 'mal'] },
  pt: { yes: phrases('sim, claro, pode, beleza, bora, isso, com certeza, manda, faz, sim sim, pode ser, ta, ta bom, ok'), no: phrases('nao, nao nao, nem, deixa, deixa pra la, melhor nao'), around: ['obrigado', 'obrigada', 'por', 'favor', 'valeu', 'cara'] },
  it: { yes: phrases('si, certo, va bene, dai, vai, ok, certamente, si si, fallo, perfetto, volentieri'), no: phrases('no, no no, lascia, lascia stare, meglio di no, niente'), around: ['grazie', 'per', 'favore', 'amico'] },
};

/** Words every language shares for a yes. */
const SHARED_YES = new Set(['ok', 'okay', 'k']);

/** Whether the words are made wholly of the phrases given (and courtesy around them), at least one phrase. */
function madeOf(words: readonly string[], said: string[][], around: readonly string[]): boolean {
  const reach = new Array<boolean>(words.length + 1).fill(false);
  reach[0] = true;
  let any = false;
  for (let i = 0; i < words.length; i++) {
    if (!reach[i]) continue;
    if (around.includes(words[i]!)) reach[i + 1] = true;
    for (const p of said) {
      if (p.every((w, k) => words[i + k] === w)) {
        reach[i + p.length] = true;
        any = true;
      }
    }
  }
  return any && reach[words.length]!;
}

/** 'yes' or 'no' when the message is only that in one of the five other languages; null otherwise. */
export function foreignYesNo(text: string): 'yes' | 'no' | null {
  const words = foldWords(text);
  if (words.length === 0 || words.length > 6) return null;
  for (const { yes, no, around } of Object.values(WORDS)) {
    const shared = [...yes, ...[...SHARED_YES].map((w) => [w])];
    const isYes = madeOf(words, shared, around);
    const isNo = madeOf(words, no, around);
    if (isYes !== isNo) return isYes ? 'yes' : 'no';
  }
  return null;
}
