/**
 * Prompts live in prompts/<name>.md as plain text with `{{name}}` placeholders. This is
 * the whole template language: a placeholder is replaced by the variable's text, and a
 * placeholder without a variable is an error (a silent blank would change the prompt).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;
const PROMPT_NAME = /^[a-z0-9][a-z0-9-]*$/;
const PROMPTS_DIR = new URL('../../prompts/', import.meta.url);

/** Replaces every `{{name}}` with `vars[name]`; throws naming the first missing variable. */
export function fillTemplate(text: string, vars: Readonly<Record<string, string | number>>): string {
  const missing = new Set<string>();
  const out = text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = Object.prototype.hasOwnProperty.call(vars, name) ? vars[name] : undefined;
    if (value === undefined) {
      missing.add(name);
      return whole;
    }
    return String(value);
  });
  if (missing.size > 0) throw new Error(`template variable(s) missing: ${[...missing].join(', ')}`);
  return out;
}

/** The text of prompts/<name>.md (the name is a bare file name, no path or extension). */
export function loadPrompt(name: string, dir: string | URL = PROMPTS_DIR): string {
  if (!PROMPT_NAME.test(name)) throw new Error(`bad prompt name "${name}"`);
  const file = typeof dir === 'string' ? path.join(dir, `${name}.md`) : fileURLToPath(new URL(`${name}.md`, dir));
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    throw new Error(`prompt "${name}" cannot be read: ${(err as Error).message}`);
  }
}
