/**
 * The layers' boundaries, read from the source: every import under src/ is scanned (a
 * small scanner for the import forms this code base uses), and each rule names the file
 * and the import that breaks it.
 *
 * - src/engine imports only src/engine (and zod): no layer above it, no node: module, and
 *   no clock or Math.random in its code.
 * - src/llm takes no DuelState: it names no DuelState and imports nothing from the engine
 *   at run time except the renderers that work from views (src/engine/text/preview.ts).
 * - src/server makes no engine runtime calls: what it imports from src/engine is types.
 * - src/store does not import src/chat.
 * - Card scripts (src/cards/scripts/<kind>/<passcode>-<name>.ts) import only the facade
 *   (src/cards/scripts/facade.ts); under src/cards/scripts only lib/engine.ts imports the engine.
 * - In the layers above the engine that this test watches (chat, server, store, llm):
 *   files under 500 lines, functions under 80 (or a comment saying why, marked
 *   "longer than 80 lines because").
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SRC = join(ROOT, 'src');

export interface ImportRef {
  /** The file, relative to the repository (src/...). */
  file: string;
  line: number;
  specifier: string;
  /** The imported file relative to the repository (src/...), or null for a package. */
  target: string | null;
  /** `import type` / `export type`, or every name marked `type`: erased at run time. */
  typeOnly: boolean;
  /** The names imported (empty for `*` and side-effect imports). */
  names: string[];
}

/** Comments blanked out (kept line for line), so examples in comments are not read as code. */
export function stripComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\/|(?<![:'"`\\])\/\/[^\n]*/g, (m) => m.replace(/[^\n]/g, ' '));
}

// An import clause never holds a semicolon: that keeps one statement's match from running into the next.
const STATIC = /(?:^|\n)\s*(import|export)\s+(type\s+)?([^;]*?)\s*from\s*['"]([^'"]+)['"]/g;
const BARE = /(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function lineOf(source: string, index: number): number {
  return source.slice(0, index).split('\n').length;
}

function targetOf(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  return relative(ROOT, resolve(dirname(join(ROOT, file)), specifier)).replace(/\.js$/, '.ts').split('\\').join('/');
}

/** The import and re-export statements of one file. */
export function scanImports(file: string, source: string): ImportRef[] {
  const code = stripComments(source);
  const out: ImportRef[] = [];
  for (const m of code.matchAll(STATIC)) {
    const clause = m[3]!;
    // `export const x = ...` never reaches `from`; a clause is braces, a name, `* as x` or a mix.
    if (m[1] === 'export' && !/^(?:\*|\{)/.test(clause.trim())) continue;
    const braces = /\{([\s\S]*)\}/.exec(clause);
    const entries = braces ? braces[1]!.split(',').map((s) => s.trim()).filter(Boolean) : [];
    const names = entries.map((e) => e.replace(/^type\s+/, '').split(/\s+as\s+/)[0]!.trim());
    const defaultName = clause.replace(/\{[\s\S]*\}/, '').replace(/\*\s+as\s+\w+/, '').replace(/,/g, '').trim();
    if (defaultName) names.push(defaultName);
    const allTyped = entries.length > 0 && entries.every((e) => e.startsWith('type ')) && !defaultName && !clause.includes('*');
    out.push({ file, line: lineOf(code, m.index! + m[0].indexOf(m[1]!)), specifier: m[4]!, target: targetOf(file, m[4]!), typeOnly: Boolean(m[2]) || allTyped, names });
  }
  for (const m of code.matchAll(BARE)) out.push({ file, line: lineOf(code, m.index! + m[0].indexOf('import')), specifier: m[1]!, target: targetOf(file, m[1]!), typeOnly: false, names: [] });
  for (const m of code.matchAll(DYNAMIC)) out.push({ file, line: lineOf(code, m.index!), specifier: m[1]!, target: targetOf(file, m[1]!), typeOnly: false, names: [] });
  return out;
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

const FILES = sourceFiles(SRC).map((path) => ({ file: relative(ROOT, path).split('\\').join('/'), source: readFileSync(path, 'utf8') }));
const IMPORTS = FILES.flatMap((f) => scanImports(f.file, f.source));

const under = (path: string | null, dir: string): boolean => path !== null && path.startsWith(`${dir}/`);
const show = (i: ImportRef, why: string): string => `${i.file}:${i.line} imports '${i.specifier}': ${why}`;

/** Every break of a rule, as "file:line imports '...': why". */
function violations(rule: (i: ImportRef) => string | null): string[] {
  return IMPORTS.map((i) => {
    const why = rule(i);
    return why ? show(i, why) : null;
  }).filter((v): v is string => v !== null);
}

describe('the import scanner', () => {
  it('reads the import forms the code base uses, with their type-only marks and lines', () => {
    const source = [
      "import { a, type B } from './x.js';",
      "import type { C } from '../engine/types.js';",
      'import {',
      '  type D,',
      '  type E,',
      "} from '../engine/view.js';",
      "// import { hidden } from '../store/store.js';",
      "export { f } from './f.js';",
      "export type { G } from './g.js';",
      "export const h = 1;",
      "import * as ns from 'node:fs';",
      "import './side.js';",
      "const lazy = await import('../chat/session.js');",
    ].join('\n');
    const refs = scanImports('src/llm/sample.ts', source);
    expect(refs.map((r) => [r.specifier, r.typeOnly, r.line])).toEqual([
      ['./x.js', false, 1],
      ['../engine/types.js', true, 2],
      ['../engine/view.js', true, 3],
      ['./f.js', false, 8],
      ['./g.js', true, 9],
      ['node:fs', false, 11],
      ['./side.js', false, 12],
      ['../chat/session.js', false, 13],
    ]);
    expect(refs[0]!.names).toEqual(['a', 'B']);
    expect(refs[1]!.target).toBe('src/engine/types.ts');
    expect(refs[5]!.target).toBeNull();
    expect(FILES.length).toBeGreaterThan(100);
    expect(IMPORTS.length).toBeGreaterThan(500);
  });
});

describe('layer boundaries', () => {
  it('src/engine imports only src/engine (and zod), and no node: module', () => {
    const broken = violations((i) => {
      if (!under(i.file, 'src/engine')) return null;
      if (i.target === null) return i.specifier === 'zod' ? null : 'the engine takes no package but zod (no I/O, no node: modules)';
      return under(i.target, 'src/engine') ? null : `the engine imports nothing above it (${i.target})`;
    });
    expect(broken, broken.join('\n')).toEqual([]);
  });

  it('src/engine has no clock and no Math.random', () => {
    const broken: string[] = [];
    for (const f of FILES.filter((x) => under(x.file, 'src/engine'))) {
      stripComments(f.source)
        .split('\n')
        .forEach((line, i) => {
          for (const banned of ['Math.random', 'Date.now', 'new Date(', 'performance.now']) {
            if (line.includes(banned)) broken.push(`${f.file}:${i + 1} uses ${banned}: the engine is deterministic`);
          }
        });
    }
    expect(broken, broken.join('\n')).toEqual([]);
  });

  it('src/llm takes no DuelState: it works from views and event lines', () => {
    const VIEW_RENDERERS = new Set(['src/engine/text/preview.ts', 'src/engine/text/phaseNames.ts']);
    const broken = violations((i) => {
      if (!under(i.file, 'src/llm') || !under(i.target, 'src/engine')) return null;
      if (i.names.includes('DuelState')) return 'src/llm takes no DuelState';
      if (!i.typeOnly && !VIEW_RENDERERS.has(i.target!)) return 'a run-time engine import (only the view renderers are allowed)';
      return null;
    });
    const named = FILES.filter((f) => under(f.file, 'src/llm') && /\bDuelState\b/.test(stripComments(f.source))).map((f) => `${f.file} names DuelState`);
    expect([...broken, ...named], [...broken, ...named].join('\n')).toEqual([]);
  });

  it('src/server makes no engine runtime calls: it imports engine types only and asks the session', () => {
    const broken = violations((i) => (under(i.file, 'src/server') && under(i.target, 'src/engine') && !i.typeOnly ? 'a run-time engine import in the server' : null));
    expect(broken, broken.join('\n')).toEqual([]);
  });

  it('card scripts import only the facade, and only the facade reaches into the engine', () => {
    const SCRIPTS = 'src/cards/scripts';
    const FACADE = `${SCRIPTS}/facade.ts`;
    // The facade's own parts: lib/engine.ts is the one door to src/engine, the rest build on it.
    const LIB = `${SCRIPTS}/lib`;
    const isCardFile = (file: string): boolean => /^src\/cards\/scripts\/[a-z]+\/\d{8}-[a-z0-9-]+\.ts$/.test(file) && !under(file, LIB);
    const cardFiles = FILES.filter((f) => isCardFile(f.file));
    expect(cardFiles.length).toBeGreaterThan(80);
    const broken = violations((i) => {
      if (isCardFile(i.file)) return i.target === FACADE ? null : 'a card script imports only the facade (src/cards/scripts/facade.ts)';
      if (under(i.file, SCRIPTS) && under(i.target, 'src/engine') && i.file !== `${LIB}/engine.ts`) return 'only src/cards/scripts/lib/engine.ts imports the engine';
      return null;
    });
    expect(broken, broken.join('\n')).toEqual([]);
    expect(isCardFile('src/cards/scripts/trap/04206964-trap-hole.ts')).toBe(true);
    expect(isCardFile('src/cards/scripts/lib/templates.ts')).toBe(false);
  });

  it('src/store does not import src/chat', () => {
    const broken = violations((i) => (under(i.file, 'src/store') && under(i.target, 'src/chat') ? 'the store does not depend on the chat layer' : null));
    expect(broken, broken.join('\n')).toEqual([]);
  });
});

/** Functions of more than `max` lines in one file, as "file:line name (n lines)". */
function longFunctions(file: string, source: string, max: number): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = sf.getLineAndCharacterOfPosition(node.getStart()).line;
      const lines = sf.getLineAndCharacterOfPosition(node.getEnd()).line - start + 1;
      const explained = /longer than 80 lines\b/i.test(node.getFullText().slice(0, node.getStart() - node.getFullStart()));
      const name = (node as ts.FunctionLikeDeclarationBase).name?.getText(sf) ?? '(anonymous)';
      if (lines > max && !explained) out.push(`${file}:${start + 1} ${name} (${lines} lines)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

describe('module size in src', () => {
  const WATCHED = ['src'];
  const watched = FILES.filter((f) => WATCHED.some((d) => under(f.file, d)));

  it('keeps files under 500 lines', () => {
    const lineCount = (source: string): number => source.replace(/\n$/, '').split('\n').length;
    // A generated list (the card registry, one import per card file) grows with the cards and is never edited by hand.
    const generated = (source: string): boolean => source.startsWith('// Generated by');
    const long = watched.filter((f) => !generated(f.source) && lineCount(f.source) > 500).map((f) => `${f.file}: ${lineCount(f.source)} lines`);
    expect(watched.length).toBeGreaterThan(30);
    expect(long, long.join('\n')).toEqual([]);
  });

  it('keeps functions under 80 lines, or says why', () => {
    expect(longFunctions('sample.ts', `function big() {\n${'  x();\n'.repeat(90)}}\n`, 80)).toEqual(['sample.ts:1 big (92 lines)']);
    expect(longFunctions('sample.ts', `// longer than 80 lines because it is a test\nfunction big() {\n${'  x();\n'.repeat(90)}}\n`, 80)).toEqual([]);
    const long = watched.flatMap((f) => longFunctions(f.file, f.source, 80));
    expect(long, long.join('\n')).toEqual([]);
  });
});
