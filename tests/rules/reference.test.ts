import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULE_IDS } from '../../src/engine/ruleIds.js';
import { getSection, loadRulesReference, SECTION_ID_PATTERN } from '../../src/rules/reference.js';

const ref = loadRulesReference();

/** Sentences in a body: runs ending in . ! or ? followed by whitespace or the end. */
function countSentences(body: string): number {
  return (body.match(/[.!?](?=\s|$)/g) ?? []).length;
}

function withTempRules(files: Record<string, string>, run: (dir: string) => void): void {
  const dir = mkdtempSync(path.join(tmpdir(), 'rules-ref-'));
  try {
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
    run(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const GOOD = '# Chapter\n\n## good.one | Fine\naliases: a, b\n\nFirst sentence. Second sentence.\n';

describe('rules reference', () => {
  it('loads every chapter file with titled chapters and populated sections', () => {
    expect(ref.chapters.length).toBeGreaterThanOrEqual(11);
    expect(ref.chapters.map((c) => c.file)).toContain('00-deck.md');
    for (const chapter of ref.chapters) expect(chapter.title.length).toBeGreaterThan(0);
    const tribute = getSection(ref, 'summon.tribute');
    expect(tribute?.file).toBe('03-summoning.md');
    expect(tribute?.chapter).toBe(ref.chapters.find((c) => c.file === '03-summoning.md')?.title);
    expect(tribute?.aliases).toContain('sacrifice');
    expect(tribute?.body).toMatch(/Level 7/);
    expect(tribute?.line).toBeGreaterThan(1);
    expect(getSection(ref, 'no.such-section')).toBeUndefined();
  });

  it('has unique, well-formed ids, titles, aliases and 2-8 sentence bodies', () => {
    const ids = ref.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ref.byId.size).toBe(ids.length);
    for (const s of ref.sections) {
      expect(s.id, `${s.file}:${s.line}`).toMatch(SECTION_ID_PATTERN);
      expect(s.title.trim(), s.id).not.toBe('');
      expect(s.title, s.id).not.toContain('|');
      for (const alias of s.aliases) expect(alias.trim(), s.id).toBe(alias);
      const n = countSentences(s.body);
      expect(n, `${s.id} has ${n} sentences`).toBeGreaterThanOrEqual(2);
      expect(n, `${s.id} has ${n} sentences`).toBeLessThanOrEqual(8);
    }
  });

  it('resolves every rule id the engine cites', () => {
    expect(RULE_IDS.length).toBeGreaterThan(0);
    const missing = RULE_IDS.filter((id) => getSection(ref, id) === undefined);
    expect(missing).toEqual([]);
    expect(getSection(ref, 'format.differences')?.body).toMatch(/Extra Monster Zone/);
  });

  it('resolves every "see <id>" cross-reference inside section bodies', () => {
    const refs = ref.sections.flatMap((s) =>
      [...s.body.matchAll(/\bsee ([a-z][a-z0-9-]*(?:\.[a-z0-9][a-z0-9-]*)+)/g)].map((m) => ({ from: s.id, to: m[1]! })),
    );
    expect(refs.length).toBeGreaterThan(10);
    expect(refs.filter((r) => getSection(ref, r.to) === undefined)).toEqual([]);
  });

  it('has at least 100 sections', () => {
    expect(ref.sections.length).toBeGreaterThanOrEqual(100);
  });

  it('has the Shadow Games chapter, all ids prefixed shadow.', () => {
    const shadow = ref.sections.filter((s) => s.file === '10-shadow-games.md');
    expect(shadow.length).toBeGreaterThanOrEqual(10);
    for (const s of shadow) expect(s.id.startsWith('shadow.'), s.id).toBe(true);
    expect(ref.sections.filter((s) => s.id.startsWith('shadow.') && s.file !== '10-shadow-games.md')).toEqual([]);
    expect(getSection(ref, 'shadow.magic-points')?.body).toMatch(/Magic Points/);
  });

  it('refuses malformed files, naming the file and line', () => {
    withTempRules({ 'ok.md': GOOD }, (dir) => {
      const loaded = loadRulesReference(dir);
      expect(loaded.sections.map((s) => s.id)).toEqual(['good.one']);
      expect(loaded.sections[0]?.aliases).toEqual(['a', 'b']);
      expect(loaded.sections[0]?.body).toBe('First sentence. Second sentence.');
    });
    withTempRules({ 'bad-heading.md': '# Chapter\n\n## Bad Heading\nSome body. More body.\n' }, (dir) => {
      expect(() => loadRulesReference(dir)).toThrow(/bad-heading\.md:3: malformed heading/);
    });
    withTempRules({ 'bad-id.md': '# Chapter\n\n## Not.Lower | Title\nBody. Body.\n' }, (dir) => {
      expect(() => loadRulesReference(dir)).toThrow(/bad-id\.md:3: malformed section id/);
    });
    withTempRules({ 'empty.md': '# Chapter\n\n## a.b | T\naliases: x\n\n## c.d | U\nBody. Body.\n' }, (dir) => {
      expect(() => loadRulesReference(dir)).toThrow(/empty\.md:3: section "a\.b" has an empty body/);
    });
    withTempRules({ 'a.md': GOOD, 'b.md': '# Other\n\n\n## good.one | Again\nBody. Body.\n' }, (dir) => {
      expect(() => loadRulesReference(dir)).toThrow(/b\.md:4: duplicate section id "good\.one" \(first at a\.md:3\)/);
    });
    withTempRules({ 'stray.md': '# Chapter\nloose text\n## a.b | T\nBody. Body.\n' }, (dir) => {
      expect(() => loadRulesReference(dir)).toThrow(/stray\.md:2: text outside any section/);
    });
  });
});
