// The initial bundle holds en-PH's first-screen text only: no module reachable through static
// imports from the entry point imports another locale or the whole of en-PH, and each locale
// (en-PH whole too) is reached through its own import(). createI18n (syncI18n.ts, the whole of
// en-PH at once for tests and Storybook) is re-exported but never called by an app, and the
// package is free of side effects, so a bundler leaves it and what it imports out.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@perya/domain';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;

interface Imports {
  readonly static: string[];
  readonly dynamic: string[];
}

function importsOf(file: string): Imports {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: { static: string[]; dynamic: string[] } = { static: [], dynamic: [] };
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      // Type-only imports vanish from the bundle.
      const typeOnly = ts.isImportDeclaration(node) ? node.importClause?.isTypeOnly === true : node.isTypeOnly;
      if (!typeOnly && ts.isStringLiteral(node.moduleSpecifier)) found.static.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] !== undefined &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.dynamic.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function resolveLocal(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), spec);
  const found = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((file) => existsSync(file));
  if (found !== undefined) return found;
  throw new Error(`cannot resolve ${spec} from ${from}`);
}

/** Every local module the entry reaches through static imports, and the dynamic imports they make. */
function staticGraph(entry: string, unused: readonly string[] = []): { modules: Set<string>; dynamic: Set<string> } {
  const modules = new Set<string>();
  const dynamic = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (modules.has(file) || unused.includes(file)) continue;
    modules.add(file);
    const { static: statics, dynamic: dynamics } = importsOf(file);
    for (const spec of statics) {
      const target = resolveLocal(file, spec);
      if (target !== undefined) queue.push(target);
    }
    for (const spec of dynamics) {
      const target = resolveLocal(file, spec);
      if (target !== undefined) dynamic.add(target);
    }
  }
  return { modules, dynamic };
}

const localeFile = (code: string) => path.join(SRC, 'locales', `${code}.ts`);

describe('initial bundle', () => {
  const sync = path.join(SRC, 'syncI18n.ts');
  const { modules, dynamic } = staticGraph(path.join(SRC, 'index.ts'), [sync]);

  it("statically includes en-PH's first-screen text and no other locale", () => {
    const locales = [...modules].filter((file) => path.dirname(file) === path.join(SRC, 'locales'));
    expect(locales).toEqual([localeFile('en-PH.first')]);
  });

  it('reaches every locale, the whole of en-PH too, through its own dynamic import()', () => {
    expect([...dynamic].sort()).toEqual(LOCALES.map(localeFile).sort());
  });

  it('leaves createI18n out of an app that does not call it: the package has no side effects', () => {
    const pkg = JSON.parse(readFileSync(path.join(SRC, '..', 'package.json'), 'utf8')) as { sideEffects?: unknown };
    expect(pkg.sideEffects).toBe(false);
    expect(staticGraph(sync).modules.has(localeFile('en-PH'))).toBe(true);
  });

  it('would notice a static import of a lazy locale', () => {
    // The walker itself: en-IN imports en-PH statically, so a graph from en-IN holds both.
    const fromVariant = staticGraph(localeFile('en-IN')).modules;
    expect(fromVariant.has(localeFile('en-PH'))).toBe(true);
  });
});
