import { describe, expect, it } from 'vitest';
import { mergeReports, scoreReport } from './mutation-report.mjs';

const mutant = (status, extra = {}) => ({ status, mutatorName: 'EqualityOperator', location: {}, ...extra });

describe('pnpm mutation: scores', () => {
  it('counts killed and timed-out mutants over every valid one, per file and in total', () => {
    const { rows, total } = scoreReport({
      files: {
        'src/b.ts': { mutants: [mutant('Killed'), mutant('Survived'), mutant('Timeout'), mutant('NoCoverage')] },
        'src/a.ts': { mutants: [mutant('Killed'), mutant('Ignored'), mutant('RuntimeError'), mutant('CompileError')] },
      },
    });
    expect(rows.map((row) => [row.file, row.score])).toEqual([
      ['src/a.ts', 100],
      ['src/b.ts', 50],
    ]);
    expect(rows[1]).toMatchObject({ killed: 1, timeout: 1, survived: 1, noCoverage: 1, ignored: 0 });
    expect(rows[0]).toMatchObject({ ignored: 1, errors: 2 });
    expect(total).toBe(60);
  });
  it('gives no score to a file whose mutants are all ignored', () => {
    expect(scoreReport({ files: { 'src/a.ts': { mutants: [mutant('Ignored')] } } }).total).toBeNull();
  });
});

describe('pnpm mutation: the committed results after a run', () => {
  const previous = {
    schemaVersion: '2',
    files: {
      'src/a.ts': { source: 'a', mutants: [mutant('Killed', { id: '0', coveredBy: ['1'], killedBy: ['1'] })] },
      'src/b.ts': { source: 'b', mutants: [mutant('Survived', { id: '1', coveredBy: ['0'] })] },
    },
    testFiles: {
      'src/a.test.ts': { source: 'ta', tests: [{ id: '1', name: 'a rule' }] },
      'src/b.test.ts': { source: 'tb', tests: [{ id: '0', name: 'b rule' }] },
    },
  };
  const run = {
    schemaVersion: '2',
    projectRoot: 'somewhere/on/a/machine',
    config: { plugins: ['somewhere'] },
    files: { 'src/b.ts': { source: 'b', mutants: [mutant('Killed', { id: '0', coveredBy: ['0', '1'], killedBy: ['1'] })] } },
    testFiles: { 'src/b.test.ts': { source: 'tb2', tests: [{ id: '0', name: 'b rule' }, { id: '1', name: 'b boundary' }] } },
  };

  it('a run over some files replaces those and keeps the others, test ids following their tests', () => {
    const merged = mergeReports(previous, run, false);
    expect(Object.keys(merged.files)).toEqual(['src/a.ts', 'src/b.ts']);
    const testName = (id) =>
      Object.entries(merged.testFiles).flatMap(([file, { tests }]) => tests.filter((t) => t.id === id).map((t) => `${file} ${t.name}`))[0];
    const [a] = merged.files['src/a.ts'].mutants;
    const [b] = merged.files['src/b.ts'].mutants;
    expect(a.killedBy.map(testName)).toEqual(['src/a.test.ts a rule']);
    expect(b.status).toBe('Killed');
    expect(b.coveredBy.map(testName)).toEqual(['src/b.test.ts b rule', 'src/b.test.ts b boundary']);
    expect(b.killedBy.map(testName)).toEqual(['src/b.test.ts b boundary']);
    expect(merged.testFiles['src/b.test.ts'].source).toBe('tb2');
    expect(new Set([a.id, b.id]).size).toBe(2);
  });
  it('a run over the whole scope replaces everything (a deleted file leaves the results)', () => {
    expect(Object.keys(mergeReports(previous, run, true).files)).toEqual(['src/b.ts']);
  });
  it('keeps no machine path or run config, so the file can be committed', () => {
    const merged = mergeReports(previous, run, false);
    expect(merged).not.toHaveProperty('projectRoot');
    expect(merged).not.toHaveProperty('config');
  });
});
