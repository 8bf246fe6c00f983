// Go-live check: `pnpm --filter @perya/server doctor`. Reads the environment the way the server does
// (src/serve.ts: same default database and seed file), runs src/doctor.ts's checks (configuration,
// database and migrations, Redis, public and callback URLs, one harmless authenticated call per
// configured provider) and prints one row per check: check | status | detail. No secret is printed.
// Exit code 1 when any row is FAIL. See README "Going live".
import { fileURLToPath } from 'node:url';
import { doctorExitCode, formatDoctorTable, runDoctor } from '../src/doctor';

// scripts/ sits one level below the package directory, like src/ (src/serve.ts).
const packageDir = fileURLToPath(new URL('..', import.meta.url));

const rows = await runDoctor(process.env, {
  defaultSqliteFile: `${packageDir}.data/perya.sqlite`,
  defaultSeedFile: `${packageDir}seed/config.yaml`,
});
console.log(formatDoctorTable(rows));
const failed = rows.filter((r) => r.status === 'FAIL').length;
const warned = rows.filter((r) => r.status === 'WARN').length;
console.log(`\n${failed} FAIL, ${warned} WARN: ${failed > 0 ? 'not ready to go live' : warned > 0 ? 'read every WARN before going live' : 'ready'}`);
process.exitCode = doctorExitCode(rows);
