/**
 * How the fuzz's privacy checks decide that a line of text names a card: as a whole name, not
 * inside a longer word or number (a card named "7" is not named by "700 ATK" or "7100 LP").
 */
export function mentions(text: string, name: string): boolean {
  const word = /[\p{L}\p{N}]/u;
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
    const before = text[at - 1];
    const after = text[at + name.length];
    if ((before === undefined || !word.test(before)) && (after === undefined || !word.test(after))) return true;
  }
  return false;
}
