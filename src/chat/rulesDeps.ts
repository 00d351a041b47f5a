/** The rules reference and its search index, built once per process (on first use). */
import { loadRulesReference } from '../rules/reference.js';
import { createRulesSearch } from '../rules/search.js';
import type { RulesDeps } from './types.js';

let rulesCache: RulesDeps | undefined;

export function defaultRulesDeps(): RulesDeps {
  if (!rulesCache) {
    const reference = loadRulesReference();
    rulesCache = { reference, search: createRulesSearch(reference) };
  }
  return rulesCache;
}

/** The same, built on the first rules question rather than when a session is made. */
export const LAZY_RULES: RulesDeps = {
  get reference() {
    return defaultRulesDeps().reference;
  },
  get search() {
    return defaultRulesDeps().search;
  },
};
