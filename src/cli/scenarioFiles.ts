/**
 * Shared by the scenario CLIs (`npm run scenario`, `npm run chat:eval`): card lookup for
 * scenario boards, and FILE/DIR arguments expanded to .json files.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { toCardStatic } from '../cards/catalog.js';
import type { CardDb } from '../cards/cardDb.js';
import type { ScenarioCards } from '../engine/testing/scenario/schema.js';

export function scenarioCards(db: CardDb): ScenarioCards {
  return {
    find: (name) => {
      const facts = db.byName(name);
      return facts ? toCardStatic(facts) : undefined;
    },
    suggest: (name) => db.search(name, 3).map((c) => c.name),
  };
}

/** A directory argument stands for every .json file in it, sorted. */
export function expandScenarioArgs(args: readonly string[]): string[] {
  const files: string[] = [];
  for (const arg of args) {
    let isDir = false;
    try {
      isDir = statSync(arg).isDirectory();
    } catch {
      // A missing file is reported when it is read.
    }
    if (isDir) {
      for (const f of readdirSync(arg).filter((n) => n.endsWith('.json')).sort()) files.push(join(arg, f));
    } else files.push(arg);
  }
  return files;
}
