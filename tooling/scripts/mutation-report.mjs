// Reading and merging StrykerJS mutation reports for `pnpm mutation` (README "Mutation testing").
// A report is the mutation-testing-report-schema JSON Stryker writes as its incremental file.

/** Statuses that count in the score; Ignored, CompileError and RuntimeError mutants do not. */
const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

/**
 * Per-file counts and score: killed + timeout over every valid mutant (Stryker's "total" score).
 * @param {{ files: Record<string, { mutants: { status: string }[] }> }} report
 */
export function scoreReport(report) {
  const rows = Object.entries(report.files)
    .map(([file, { mutants }]) => {
      const count = (status) => mutants.filter((m) => m.status === status).length;
      const row = {
        file,
        killed: count('Killed'),
        timeout: count('Timeout'),
        survived: count('Survived'),
        noCoverage: count('NoCoverage'),
        ignored: count('Ignored'),
        errors: count('CompileError') + count('RuntimeError'),
      };
      return { ...row, score: score(mutants) };
    })
    .sort((a, b) => a.file.localeCompare(b.file));
  return { rows, total: score(Object.values(report.files).flatMap((f) => f.mutants)) };
}

/** null when no mutant counts (a file without any valid mutant has no score). */
function score(mutants) {
  const detected = mutants.filter((m) => DETECTED.has(m.status)).length;
  const valid = detected + mutants.filter((m) => UNDETECTED.has(m.status)).length;
  return valid === 0 ? null : (100 * detected) / valid;
}

/**
 * The committed report after a run: a run over the whole scope replaces it; a run over some files
 * (`--mutate`) replaces those files and the test files it ran, and keeps the rest. Test and mutant
 * ids are renumbered, since each run numbers its own from 0. Machine paths and the run's config are
 * dropped so the file can be committed.
 * @param {any} previous the committed report, or undefined
 * @param {any} run the report the run wrote
 * @param {boolean} wholeScope
 */
export function mergeReports(previous, run, wholeScope) {
  const sources = wholeScope || !previous ? [run] : [previous, run];
  const files = {};
  const testFiles = {};
  for (const report of sources) {
    for (const [name, file] of Object.entries(report.files)) files[name] = { report, file };
    for (const [name, testFile] of Object.entries(report.testFiles ?? {})) testFiles[name] = { report, testFile };
  }

  // New test ids, numbered across the merged test files and keyed by the test's file and name, which is how Stryker's
  // incremental diff recognises a test between runs.
  const idByTest = new Map();
  const outTestFiles = {};
  for (const [name, { testFile }] of Object.entries(testFiles).sort(([a], [b]) => a.localeCompare(b))) {
    outTestFiles[name] = {
      ...testFile,
      tests: testFile.tests.map((test) => {
        const id = String(idByTest.size);
        idByTest.set(`${name}\u0000${test.name}`, id);
        return { ...test, id };
      }),
    };
  }
  const lookups = new Map(
    sources.map((report) => {
      const byOldId = new Map();
      for (const [name, testFile] of Object.entries(report.testFiles ?? {})) {
        for (const test of testFile.tests) byOldId.set(test.id, idByTest.get(`${name}\u0000${test.name}`));
      }
      return [report, byOldId];
    }),
  );
  const remap = (report, ids) => ids?.map((id) => lookups.get(report).get(id)).filter((id) => id !== undefined);

  let nextMutantId = 0;
  const outFiles = {};
  for (const [name, { report, file }] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    outFiles[name] = {
      ...file,
      mutants: file.mutants.map((mutant) => ({
        ...mutant,
        id: String(nextMutantId++),
        ...(mutant.coveredBy ? { coveredBy: remap(report, mutant.coveredBy) } : {}),
        ...(mutant.killedBy ? { killedBy: remap(report, mutant.killedBy) } : {}),
      })),
    };
  }

  const rest = { ...run };
  delete rest.config;
  delete rest.projectRoot;
  return { ...rest, files: outFiles, testFiles: outTestFiles };
}
