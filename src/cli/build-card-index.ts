/**
 * `npm run cards:index`: writes src/cards/scripts/registry.ts, the list of every card script
 * under monster/, spell/ and trap/. Generated, so that adding a card touches only its own file
 * (and a run of this command), and two people adding cards never edit the same hand-kept list.
 * `--check` exits 1 when the file on disk is not what this would write.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cardRegistrySource, REGISTRY_PATH } from '../cards/registrySource.js';

const path = fileURLToPath(REGISTRY_PATH);
const wanted = cardRegistrySource();
if (process.argv.includes('--check')) {
  const onDisk = readFileSync(path, 'utf8');
  if (onDisk !== wanted) {
    console.error('src/cards/scripts/registry.ts is out of date: run `npm run cards:index`.');
    process.exit(1);
  }
  console.log('src/cards/scripts/registry.ts is up to date.');
} else {
  writeFileSync(path, wanted);
  const count = (wanted.match(/import \{/g) ?? []).length;
  console.log(`${count} card scripts listed in src/cards/scripts/registry.ts`);
}
