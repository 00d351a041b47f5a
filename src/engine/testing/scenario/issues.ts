/** Zod issues of a scenario file as lines naming the field path of each problem. */

/** `players[1].monsters[2].card` */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out || '(scenario)';
}

export interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
  code?: string;
  errors?: IssueLike[][];
}

export function flattenIssues(issues: readonly IssueLike[], prefix: readonly PropertyKey[] = []): string[] {
  const out: string[] = [];
  for (const issue of issues) {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'invalid_union' && issue.errors?.length) {
      const alternatives = issue.errors.map((branch) => flattenIssues(branch, path).join('; '));
      out.push(`${formatPath(path)}: ${issue.message} (${alternatives.join(' | ')})`);
      continue;
    }
    const missing = /^Invalid input: expected (\w+), received undefined$/.exec(issue.message);
    out.push(`${formatPath(path)}: ${missing ? `required (expected ${missing[1]})` : issue.message}`);
  }
  return out;
}

