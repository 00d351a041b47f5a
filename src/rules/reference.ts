/**
 * The rules reference: data/rules/*.md parsed into sections the engine and the bot can
 * cite. Each file starts with `# Chapter title`; each section is
 *
 *   ## <id> | <Title>
 *   aliases: word, word, ...      (optional, first non-blank line after the heading)
 *   Body text...
 *
 * Loading refuses malformed headings, duplicate ids and empty bodies, naming file and line.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const SECTION_ID_PATTERN = /^[a-z][a-z0-9-]*(?:\.[a-z0-9][a-z0-9-]*)+$/;

export const RuleSectionSchema = z.object({
  id: z.string().regex(SECTION_ID_PATTERN),
  title: z.string().min(1),
  chapter: z.string().min(1),
  aliases: z.array(z.string().min(1)),
  body: z.string().min(1),
  /** File name inside the rules directory, e.g. "03-summoning.md". */
  file: z.string().min(1),
  /** 1-based line of the section's heading. */
  line: z.number().int().positive(),
});

export type RuleSection = z.infer<typeof RuleSectionSchema>;

export interface RulesReference {
  /** Sections in file order, then line order. */
  sections: RuleSection[];
  byId: ReadonlyMap<string, RuleSection>;
  /** Chapter titles in file order. */
  chapters: { file: string; title: string }[];
}

const DEFAULT_DIR = new URL('../../data/rules/', import.meta.url);
const HEADING = /^## (\S+) \| (\S.*)$/;
const CHAPTER = /^# (\S.*)$/;
const ALIASES = /^aliases:(.*)$/;

function fail(file: string, line: number, message: string): never {
  throw new Error(`${file}:${line}: ${message}`);
}

function parseFile(filePath: string, text: string): { title: string; sections: RuleSection[] } {
  const file = path.basename(filePath);
  const lines = text.split(/\r?\n/);
  let chapter: string | undefined;
  const sections: RuleSection[] = [];
  let current: { id: string; title: string; line: number; aliases: string[]; body: string[] } | undefined;

  const close = (): void => {
    if (!current) return;
    const body = current.body.join('\n').trim();
    if (body === '') fail(filePath, current.line, `section "${current.id}" has an empty body`);
    sections.push(RuleSectionSchema.parse({
      id: current.id, title: current.title, chapter, aliases: current.aliases, body, file, line: current.line,
    }));
    current = undefined;
  };

  lines.forEach((raw, index) => {
    const lineNo = index + 1;
    const line = raw.trimEnd();
    if (line.startsWith('#')) {
      const chapterMatch = CHAPTER.exec(line);
      if (chapterMatch) {
        if (chapter !== undefined) fail(filePath, lineNo, 'a second chapter title ("# ...") in one file');
        chapter = chapterMatch[1]!.trim();
        return;
      }
      const m = HEADING.exec(line);
      if (!m) fail(filePath, lineNo, `malformed heading "${line}" (expected "## <id> | <Title>")`);
      const [, id, title] = m;
      if (!SECTION_ID_PATTERN.test(id!)) fail(filePath, lineNo, `malformed section id "${id}" (lowercase, dotted)`);
      if (chapter === undefined) fail(filePath, lineNo, 'section before the chapter title ("# ...")');
      close();
      current = { id: id!, title: title!.trim(), line: lineNo, aliases: [], body: [] };
      return;
    }
    if (!current) {
      if (line.trim() !== '') fail(filePath, lineNo, 'text outside any section');
      return;
    }
    const aliasMatch = current.body.every((l) => l.trim() === '') && current.aliases.length === 0
      ? ALIASES.exec(line.trim())
      : null;
    if (aliasMatch) {
      const aliases = aliasMatch[1]!.split(',').map((a) => a.trim()).filter((a) => a !== '');
      if (aliases.length === 0) fail(filePath, lineNo, `empty aliases line in "${current.id}"`);
      current.aliases = aliases;
      return;
    }
    current.body.push(line);
  });
  close();
  if (chapter === undefined) fail(filePath, 1, 'missing chapter title ("# ...")');
  return { title: chapter, sections };
}

/** Read and validate every `*.md` file of the rules directory (default: data/rules). */
export function loadRulesReference(dir: string | URL = DEFAULT_DIR): RulesReference {
  const dirPath = typeof dir === 'string' ? dir : fileURLToPath(dir);
  const files = readdirSync(dirPath).filter((f) => f.endsWith('.md')).sort();
  const sections: RuleSection[] = [];
  const byId = new Map<string, RuleSection>();
  const chapters: { file: string; title: string }[] = [];
  for (const name of files) {
    const filePath = path.join(dirPath, name);
    const parsed = parseFile(filePath, readFileSync(filePath, 'utf8'));
    chapters.push({ file: name, title: parsed.title });
    for (const section of parsed.sections) {
      const first = byId.get(section.id);
      if (first) {
        fail(filePath, section.line, `duplicate section id "${section.id}" (first at ${first.file}:${first.line})`);
      }
      byId.set(section.id, section);
      sections.push(section);
    }
  }
  return { sections, byId, chapters };
}

/** The section with this id, or undefined. */
export function getSection(ref: RulesReference, id: string): RuleSection | undefined {
  return ref.byId.get(id);
}
