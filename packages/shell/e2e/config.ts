// The Playwright config of every brand app's browser tests: the reference server on the brand's
// test port with a fresh SQLite file, and `vite preview` of the app built against that server.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { definePeryaConfig } from '@perya/playwright-config';

export interface BrandTestMeta {
  readonly id: string;
  readonly testPorts: { readonly api: number; readonly web: number };
}

/** The server's dev outbox (SMS sandbox) and API base of a brand's test run. */
export function testApiBase(meta: BrandTestMeta): string {
  return `http://127.0.0.1:${meta.testPorts.api}`;
}

/**
 * The test server's SMS resend wait (spec §5 says 120 s; the app's own countdown stays 120 s). A
 * flow that sends a phone a second code waits this long instead of two minutes per brand.
 */
export const E2E_SMS_RESEND_COOLDOWN_S = 3;

const HOUR_MS = 3_600_000;
const GMT8_MS = 8 * HOUR_MS;

/**
 * Clock offset of the test server (its CLOCK_OFFSET_MS, see apps/server README): 0 while the real
 * time is well inside the withdrawal hours 7:00-19:00 GMT+8, else the shift to 12:00 GMT+8 of the
 * same day, so the wallet flows can cash out at any hour. Worked out once in the runner and handed
 * to the workers through the environment, so the browser clock of the tests matches the server's.
 */
export function e2eClockOffsetMs(now: number = Date.now()): number {
  const given = process.env.PERYA_E2E_CLOCK_OFFSET_MS;
  if (given !== undefined && given !== '' && Number.isSafeInteger(Number(given))) return Number(given);
  const msOfDay = (((now + GMT8_MS) % (24 * HOUR_MS)) + 24 * HOUR_MS) % (24 * HOUR_MS);
  const offset = msOfDay >= 8 * HOUR_MS && msOfDay < 17 * HOUR_MS ? 0 : 12 * HOUR_MS - msOfDay;
  process.env.PERYA_E2E_CLOCK_OFFSET_MS = String(offset);
  return offset;
}

export function brandPlaywrightConfig(appDir: string, meta: BrandTestMeta) {
  const api = testApiBase(meta);
  const web = `http://127.0.0.1:${meta.testPorts.web}`;
  const dbDir = mkdtempSync(path.join(tmpdir(), `perya-e2e-${meta.id}-`));
  const serverDir = path.resolve(appDir, '../server');
  const outDir = 'dist-e2e';
  return definePeryaConfig({
    testDir: path.join(appDir, 'e2e'),
    outputDir: path.join(appDir, 'test-results'),
    timeout: 45_000,
    webServer: [
      {
        command: 'node dist/main.js',
        cwd: serverDir,
        url: `${api}/x2/app/boot/v2/health_check`,
        env: {
          PORT: String(meta.testPorts.api),
          HOST: '127.0.0.1',
          NODE_ENV: 'test',
          // Development mode: the sandboxes and the SMS outbox the flows read their codes from.
          PERYA_DEV: '1',
          DATABASE_URL: `sqlite:${path.join(dbDir, 'perya.sqlite')}`,
          CORS_ORIGINS: web,
          LOG_LEVEL: 'warn',
          // Fast hashing keeps registrations quick in tests; production keeps the default.
          SCRYPT_N: '1024',
          RATE_LIMIT_PER_IP: '100000',
          RATE_LIMIT_PER_ACCOUNT: '100000',
          // Every test player registers from this machine with an SMS code and a password hash.
          SMS_DAILY_PER_IP: '100000',
          HASH_PER_SOURCE: '1000',
          SMS_RESEND_COOLDOWN_S: String(E2E_SMS_RESEND_COOLDOWN_S),
          LOG_RATE_LIMIT_PER_IP: '100000',
          LOG_RATE_LIMIT_PER_TOKEN: '100000',
          // The wallet flows withdraw inside the 7:00-19:00 GMT+8 hours whatever the real time.
          CLOCK_OFFSET_MS: String(e2eClockOffsetMs()),
        },
        reuseExistingServer: false,
        timeout: 60_000,
      },
      {
        // Built against the test server so the app talks to the fresh database.
        command: `pnpm exec vite build --logLevel warn && pnpm exec vite preview --outDir ${outDir} --port ${meta.testPorts.web} --strictPort --host 127.0.0.1`,
        cwd: appDir,
        url: `${web}/`,
        env: { PERYA_API_BASE: api, PERYA_OUT_DIR: outDir },
        reuseExistingServer: false,
        timeout: 120_000,
      },
    ],
    use: { baseURL: `${web}/` },
  });
}
