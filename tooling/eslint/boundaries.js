// The package-boundary rule: dependencies point one way (ARCHITECTURE.md, CONVENTIONS.md §2).
// domain ← api ← ui/games ← shell ← apps/*. Each import is checked against the importing layer.
import path from 'node:path';

/** Workspace packages (by `@perya/<name>` import) each layer may use, and why. */
export const LAYERS = {
  domain: {
    workspace: [],
    thirdParty: false,
    why: 'packages/domain holds pure rules: it imports nothing (no packages, no I/O).',
  },
  api: {
    workspace: ['domain'],
    thirdParty: true,
    why: 'packages/api may use only packages/domain.',
  },
  i18n: {
    workspace: ['domain'],
    thirdParty: true,
    why: 'packages/i18n may use only packages/domain.',
  },
  ui: {
    workspace: ['domain', 'i18n'],
    thirdParty: true,
    why: 'packages/ui knows no endpoint: it may use domain and i18n, never api (data arrives through props).',
  },
  games: {
    workspace: ['domain', 'api', 'ui', 'i18n'],
    thirdParty: true,
    why: 'packages/games views may use domain, api, ui and i18n.',
  },
  engines: {
    workspace: ['domain'],
    thirdParty: false,
    // The fairness hashes: audited, dependency-free, synchronous, the same bytes on server and browser.
    allowedThirdParty: ['@noble/hashes'],
    why: 'game engines are pure TypeScript that the server also runs: they may import only packages/domain (and @noble/hashes for the fairness hashes).',
  },
  shell: {
    workspace: ['domain', 'api', 'i18n', 'ui', 'games'],
    thirdParty: true,
    why: 'packages/shell composes every package but never an app.',
  },
  server: {
    workspace: ['domain', 'api/contract', 'games/engines'],
    thirdParty: true,
    bannedThirdParty: ['react', 'react-dom', '@tanstack/react-query', 'jotai', 'react-i18next'],
    why: 'apps/server may import domain, the api contract (@perya/api/contract) and the game engines (@perya/games/engines), never React.',
  },
  app: {
    workspace: ['shell'],
    thirdParty: false,
    why: 'a brand app is configuration: it imports @perya/shell and its own files, nothing deeper.',
  },
  tooling: {
    workspace: ['*'],
    thirdParty: true,
    why: 'tooling may import anything.',
  },
};

const BUILTIN = /^node:/;

/** Shared tooling packages: test, build and story files may always use them. */
const TOOLING = ['tsconfig', 'eslint-config', 'vitest-config', 'playwright-config', 'vite-config', 'stryker-config', 'scripts'];

/** Split a bare specifier into its package name and subpath. */
function packageOf(spec) {
  const parts = spec.split('/');
  const name = spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  const sub = parts.slice(spec.startsWith('@') ? 2 : 1).join('/');
  return { name, sub };
}

function workspaceAllowed(allowed, target, sub) {
  return allowed.some((entry) => {
    if (entry === '*') return true;
    const [pkg, subpath] = entry.split('/');
    if (pkg !== target) return false;
    return subpath === undefined || sub === subpath || sub.startsWith(`${subpath}/`);
  });
}

/** @type {import('eslint').Rule.RuleModule} */
export const boundariesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the one-way package dependency direction of ARCHITECTURE.md' },
    schema: [
      {
        type: 'object',
        properties: {
          layer: { type: 'string' },
          packageRoot: { type: 'string' },
          allowNode: { type: 'boolean' },
          toolFile: { type: 'boolean' },
        },
        required: ['layer'],
        additionalProperties: false,
      },
    ],
    messages: {
      workspace: "'{{spec}}' may not be imported here: {{why}}",
      thirdParty: "'{{spec}}' may not be imported here: {{why}}",
      builtin: "'{{spec}}' is a Node built-in and this code runs in the browser or must stay pure: {{why}}",
      escape: "'{{spec}}' reaches outside this package: import another package by its @perya/* name and exports map, never by a relative path.",
    },
  },
  create(context) {
    const { layer, packageRoot, allowNode = false, toolFile = false } = context.options[0];
    const rules = LAYERS[layer];
    if (!rules) throw new Error(`perya/boundaries: unknown layer '${layer}'`);

    function check(node, spec) {
      if (typeof spec !== 'string') return;
      if (spec.startsWith('.')) {
        if (!packageRoot) return;
        const resolved = path.resolve(path.dirname(context.filename), spec);
        const rel = path.relative(packageRoot, resolved);
        if (rel.startsWith('..') || path.isAbsolute(rel)) {
          context.report({ node, messageId: 'escape', data: { spec } });
        }
        return;
      }
      if (BUILTIN.test(spec)) {
        if (!allowNode) context.report({ node, messageId: 'builtin', data: { spec, why: rules.why } });
        return;
      }
      const { name, sub } = packageOf(spec);
      if (name.startsWith('@perya/')) {
        const target = name.slice('@perya/'.length);
        if (toolFile && TOOLING.includes(target)) return;
        if (!workspaceAllowed(rules.workspace, target, sub)) {
          context.report({ node, messageId: 'workspace', data: { spec, why: rules.why } });
        }
        return;
      }
      if ((!rules.thirdParty && !toolFile && !(rules.allowedThirdParty ?? []).includes(name)) || (rules.bannedThirdParty ?? []).includes(name)) {
        context.report({ node, messageId: 'thirdParty', data: { spec, why: rules.why } });
      }
    }

    const fromSource = (node) => {
      if (node.source && node.source.type === 'Literal') check(node.source, node.source.value);
    };
    return {
      ImportDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node.source, node.source.value);
      },
    };
  },
};
