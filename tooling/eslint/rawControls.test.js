// Issue 24 item 1: raw interactive elements are refused outside @perya/ui.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { createConfig } from './index.js';

const fixtures = path.join(import.meta.dirname, 'fixtures');

async function rawControls(pkg, file) {
  const packageDir = path.join(fixtures, pkg);
  const eslint = new ESLint({ cwd: packageDir, overrideConfigFile: true, overrideConfig: createConfig(packageDir) });
  const [result] = await eslint.lintFiles([path.join(packageDir, file)]);
  return result.messages.filter((m) => m.ruleId === 'perya/raw-controls').map((m) => m.message);
}

describe('perya/raw-controls (issue 24: controls come from @perya/ui)', () => {
  it('refuses a raw <button> in a shell page and names the ui component to use', async () => {
    const errors = await rawControls('packages/shell', 'src/RawButton.tsx');
    expect(errors).toEqual(['Raw <button> outside @perya/ui: use Button, IconButton, ListRow, Chip or another @perya/ui control.']);
  });

  it('lets @perya/ui draw the element its components are made of', async () => {
    expect(await rawControls('packages/ui', 'src/RawButton.tsx')).toEqual([]);
  });

  it('lets a story draw a raw control (stories and tests are not product screens)', async () => {
    expect(await rawControls('packages/shell', 'src/pages/Page.stories.tsx')).toEqual([]);
  });
});
