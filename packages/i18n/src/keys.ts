// Key-space comparison of resource trees: the check behind "every locale has every key en-PH has".

/** Dotted paths of every string leaf, e.g. 'wallet.status.pending'. Non-string leaves are paths too. */
export function leafPaths(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null || Array.isArray(tree)) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => leafPaths(value, prefix === '' ? key : `${prefix}.${key}`));
}

/** What a candidate lacks and what it adds, compared with the reference (both sorted). */
export function diffKeys(reference: unknown, candidate: unknown): { missing: string[]; extra: string[] } {
  const want = new Set(leafPaths(reference));
  const have = new Set(leafPaths(candidate));
  return {
    missing: [...want].filter((path) => !have.has(path)).sort(),
    extra: [...have].filter((path) => !want.has(path)).sort(),
  };
}
