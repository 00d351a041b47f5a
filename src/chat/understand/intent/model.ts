/**
 * A multinomial naive Bayes classifier over character n-grams and words, written here
 * rather than taken from a library: the npm classifiers we looked at (natural's
 * BayesClassifier, bayes) tokenise on words only and carry large dependency trees, while
 * chat is short, misspelt and mixed-language, where character n-grams carry the signal.
 * Training is one pass of counting, so the model is trained from the generated corpus at
 * first use (about a tenth of a second) instead of being stored as a large weight file.
 */
import { nextUint32, seedPrng } from '../../../engine/prng.js';

export interface Classifier<L extends string> {
  labels: readonly L[];
  /** Probabilities per label, best first. */
  classify(text: string): { label: L; p: number }[];
}

/** Buckets of the hashed feature table: enough that collisions between chat n-grams are rare. */
const BUCKETS = 1 << 17;

function clean(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFC')
    .replace(/[\u2018\u2019`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The features of a text as bucket numbers: each word, and each character n-gram of 2
 * to 4 characters of the padded text, hashed (FNV-1a) without building the strings.
 */
export function features(text: string): number[] {
  const t = ` ${clean(text)} `;
  const out: number[] = [];
  for (let i = 0; i < t.length; i++) {
    let h = 0x811c9dc5;
    for (let n = 1; n <= 4 && i + n <= t.length; n++) {
      h = Math.imul(h ^ t.charCodeAt(i + n - 1), 0x01000193);
      if (n >= 2) out.push(((h ^ n) >>> 0) % BUCKETS);
    }
  }
  for (const w of t.split(/[^\p{L}\p{N}']+/u)) {
    if (!w) continue;
    let h = 0x12345;
    for (let k = 0; k < w.length; k++) h = Math.imul(h ^ w.charCodeAt(k), 0x01000193);
    out.push((h >>> 0) % BUCKETS);
  }
  return out;
}

export function trainNaiveBayes<L extends string>(labels: readonly L[], examples: readonly { text: string; label: L }[], alpha = 0.5): Classifier<L> {
  const k = labels.length;
  const counts = new Float32Array(BUCKETS * k);
  const seen = new Uint8Array(BUCKETS);
  const totals = new Float64Array(k);
  const docs = new Float64Array(k);
  const index = new Map(labels.map((l, i) => [l, i]));
  for (const ex of examples) {
    const li = index.get(ex.label)!;
    docs[li]!++;
    for (const f of features(ex.text)) {
      counts[f * k + li]!++;
      seen[f] = 1;
      totals[li]!++;
    }
  }
  const vocab = seen.reduce((a, b) => a + b, 0);
  const logPrior = [...docs].map((d) => Math.log((d + 1) / (examples.length + k)));
  const denominators = [...totals].map((t) => Math.log(t + alpha * vocab));
  return {
    labels,
    classify(text: string) {
      const scores = [...logPrior];
      for (const f of features(text)) {
        // A feature never seen in training tells the labels nothing apart: skipped.
        if (!seen[f]) continue;
        for (let i = 0; i < k; i++) scores[i]! += Math.log(counts[f * k + i]! + alpha) - denominators[i]!;
      }
      const top = Math.max(...scores);
      const exp = scores.map((s) => Math.exp(s - top));
      const sum = exp.reduce((a, b) => a + b, 0);
      return labels.map((label, i) => ({ label, p: exp[i]! / sum })).sort((a, b) => b.p - a.p);
    },
  };
}

/** Numbers in [0, 1) from the engine's seeded generator: the corpus is the same on every machine. */
export function seeded(seed: number): () => number {
  const state = seedPrng(`corpus:${seed}`);
  return () => nextUint32(state) / 2 ** 32;
}

/** Accuracy and per-label recall of a classifier on labelled examples. */
export function score<L extends string>(model: Classifier<L>, examples: readonly { text: string; label: L }[]): { accuracy: number; perLabel: Record<string, { n: number; correct: number }> } {
  const perLabel: Record<string, { n: number; correct: number }> = {};
  let correct = 0;
  for (const ex of examples) {
    const got = model.classify(ex.text)[0]!.label;
    const row = (perLabel[ex.label] ??= { n: 0, correct: 0 });
    row.n++;
    if (got === ex.label) {
      row.correct++;
      correct++;
    }
  }
  return { accuracy: examples.length ? correct / examples.length : 0, perLabel };
}
