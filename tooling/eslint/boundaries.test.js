// Proves the dependency direction of ARCHITECTURE.md is enforced: a wrong import fails lint.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { createConfig } from './index.js';

const fixtures = path.join(import.meta.dirname, 'fixtures');

async function lint(pkg, file) {
  const packageDir = path.join(fixtures, pkg);
  const eslint = new ESLint({
    cwd: packageDir,
    overrideConfigFile: true,
    overrideConfig: createConfig(packageDir),
  });
  const [result] = await eslint.lintFiles([path.join(packageDir, file)]);
  return result.messages.filter((m) => m.ruleId === 'perya/boundaries').map((m) => m.message);
}

describe('perya/boundaries (ARCHITECTURE.md: dependencies point one way)', () => {
  it('rejects an api import from domain', async () => {
    const errors = await lint('packages/domain', 'src/imports-api.ts');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/domain holds pure rules/);
  });

  it('rejects any third-party import from domain', async () => {
    expect(await lint('packages/domain', 'src/imports-zod.ts')).toHaveLength(1);
  });

  it('accepts relative imports inside domain', async () => {
    expect(await lint('packages/domain', 'src/pure.ts')).toEqual([]);
  });

  it('rejects ui importing api (ui knows no endpoint)', async () => {
    const errors = await lint('packages/ui', 'src/imports-api.ts');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/knows no endpoint/);
  });

  it('accepts ui importing domain', async () => {
    expect(await lint('packages/ui', 'src/imports-domain.ts')).toEqual([]);
  });

  it('rejects a relative path that reaches into another package', async () => {
    const errors = await lint('packages/api', 'src/escapes.ts');
    expect(errors[0]).toMatch(/reaches outside this package/);
  });

  it('rejects an app importing ui directly, accepts shell', async () => {
    expect(await lint('apps/main-app', 'src/imports-ui.ts')).toHaveLength(1);
    expect(await lint('apps/main-app', 'src/imports-shell.ts')).toEqual([]);
  });

  it('rejects React and game views on the server, accepts contract, engines and node:', async () => {
    expect(await lint('apps/server', 'src/imports-react.ts')).toHaveLength(1);
    expect(await lint('apps/server', 'src/imports-views.ts')).toHaveLength(1);
    expect(await lint('apps/server', 'src/imports-contract.ts')).toEqual([]);
  });

  it('rejects game engines importing ui', async () => {
    const errors = await lint('packages/games', 'src/engines/imports-ui.ts');
    expect(errors[0]).toMatch(/engines are pure/);
  });

  it('lets game engines import @noble/hashes (the fairness hashes) and no other third-party package', async () => {
    const errors = await lint('packages/games', 'src/engines/imports-third-party.ts');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/'zod' may not be imported here/);
  });
});
