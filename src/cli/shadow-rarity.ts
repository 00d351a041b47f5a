/**
 * `npm run shadow:rarity [-- --ref DIR]`: the rarity stars of every card a mage could hold as
 * Magic (frames Normal, Effect, Ritual, Fusion, Spell and Trap) from data/cards/facts.tsv and
 * the printed rarities of the reference folder (default ../shared/ref: LOB_set_list.tsv and
 * decks/starter_decks.tsv), by the rule of src/shadow/rarity.ts, into data/shadow/rarity.tsv.
 * Facts only: no card text is read or written. The output is committed; the project reads
 * nothing outside itself at run time.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseFacts } from '../cards/factsFile.js';
import { printStars, rarityOfFacts } from '../shadow/rarity.js';
import { RARITY_COLUMNS, RARITY_HEADER_COMMENT, SHADOW_FRAMES } from '../shadow/rarityTable.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function argRef(argv: readonly string[]): string {
  const at = argv.indexOf('--ref');
  return resolve(at >= 0 && argv[at + 1] ? argv[at + 1]! : join(ROOT, '..', 'shared', 'ref'));
}

/** The highest printed rarity of each passcode in a reference TSV with `passcode` and `rarity` columns. */
function printedRarities(path: string, into: Map<number, string>): void {
  const [header, ...lines] = readFileSync(path, 'utf8').replace(/\r/g, '').split('\n').filter((l) => l !== '');
  const cols = (header ?? '').split('\t');
  const pc = cols.indexOf('passcode');
  const rc = cols.indexOf('rarity');
  if (pc < 0 || rc < 0) throw new Error(`${path}: needs passcode and rarity columns`);
  for (const line of lines) {
    const cells = line.split('\t');
    const passcode = Number(cells[pc]);
    const rarity = cells[rc] ?? '';
    const known = into.get(passcode);
    if (!known || printStars(rarity) > printStars(known)) into.set(passcode, rarity);
  }
}

function main(): void {
  const ref = argRef(process.argv.slice(2));
  const printed = new Map<number, string>();
  printedRarities(join(ref, 'LOB_set_list.tsv'), printed);
  printedRarities(join(ref, 'decks', 'starter_decks.tsv'), printed);
  const facts = parseFacts(readFileSync(join(ROOT, 'data', 'cards', 'facts.tsv'), 'utf8'));
  const rows: string[] = [];
  const counts = [0, 0, 0, 0, 0, 0];
  for (const card of facts.values()) {
    if (!SHADOW_FRAMES.has(card.frame)) continue;
    const r = rarityOfFacts(card, printed.get(card.passcode));
    counts[r.stars]! += 1;
    rows.push([card.passcode, r.stars, r.divine ? 1 : 0, r.basis].join('\t'));
  }
  const out = join(ROOT, 'data', 'shadow', 'rarity.tsv');
  mkdirSync(join(ROOT, 'data', 'shadow'), { recursive: true });
  writeFileSync(`${out}.tmp`, `${RARITY_HEADER_COMMENT}\n${RARITY_COLUMNS.join('\t')}\n${rows.join('\n')}\n`);
  renameSync(`${out}.tmp`, out);
  console.log(`data/shadow/rarity.tsv: ${rows.length} cards; by stars 1-5: ${counts.slice(1).join(', ')}`);
}

main();
