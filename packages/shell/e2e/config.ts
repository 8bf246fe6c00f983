// The Playwright config of every brand app's browser tests: the reference server on the brand's
// test port with a fresh SQLite file, and `vite preview` of the app built against that server; a
// brand may add companion apps built against the same server (the main app's cross-app migration test).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { definePeryaConfig } from '@perya/playwright-config';

export interface BrandTestMeta {
  readonly id: string;
  readonly testPorts: { readonly api: number; readonly web: number };
  /** The brand's `pnpm start` port: the seed's invite link of the brand points there (brand.meta.ts). */
  readonly port?: number;
}

/**
 * A test port moved by `PERYA_E2E_PORT_OFFSET` (default 0), so two checkouts on one machine can run
 * the same brand's browser tests at once (each with its own offset); CI leaves it unset.
 */
export function testPort(port: number): number {
  const offset = Number(process.env.PERYA_E2E_PORT_OFFSET ?? '0');
  return Number.isSafeInteger(offset) ? port + offset : port;
}

/** The server's dev outbox (SMS sandbox) and API base of a brand's test run. */
export function testApiBase(meta: BrandTestMeta): string {
  return `http://127.0.0.1:${testPort(meta.testPorts.api)}`;
}

/** The origin of a brand's test build. */
export function testWebBase(meta: BrandTestMeta): string {
  return `http://127.0.0.1:${testPort(meta.testPorts.web)}`;
}

/**
 * The test server's SMS resend wait (spec §5 says 120 s; the app's own countdown stays 120 s). A
 * flow that sends a phone a second code waits this long instead of two minutes per brand.
 */
export const E2E_SMS_RESEND_COOLDOWN_S = 3;

/**
 * The test server's sabong sandbox schedule (SABONG_SANDBOX_SCHEDULE, seconds; the default runs a
 * fight in 105 s): a fight is open 5 s, at last call 2 s, fought 2 s, and the next opens 2 s later.
 */
export const E2E_SABONG_SCHEDULE = 'open=5,lastCall=2,result=2,pause=2';

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

/** Another brand app served next to the brand's own, built against the same test server. */
export interface CompanionApp {
  /** The app's folder. */
  readonly dir: string;
  /** Its PERYA_APP_CODE in this build. */
  readonly appCode: string;
  /** Its `vite preview` port (outside the ports brands are given, see tooling/scripts/new-brand.mjs). */
  readonly webPort: number;
}

/** Where a companion app's test build goes (its own folder, so the app's own browser tests keep theirs). */
export const COMPANION_OUT_DIR = 'dist-e2e-companion';

export interface BrandTestOptions {
  readonly companions?: readonly CompanionApp[];
  /**
   * The operator's main app URL for child-app migration tips (seed `migration.mainAppUrl`,
   * spec §4): the test server gets a copy of the seed file with it.
   */
  readonly mainAppUrl?: string;
}

/**
 * A copy of the server's seed file in `dir` (answers its path): the brand's invite link (the
 * `invite.brands` entry on its `pnpm start` port) moved to its test origin, so the invite link a
 * test player copies leads to the brand under test; and `migration.mainAppUrl` when given.
 */
export function testSeed(serverDir: string, dir: string, options: { readonly mainAppUrl?: string | undefined; readonly brandPort?: number | undefined; readonly web: string }): string {
  let seed = readFileSync(path.join(serverDir, 'seed', 'config.yaml'), 'utf8');
  if (options.mainAppUrl !== undefined) {
    const line = /^ {2}mainAppUrl: ''$/m;
    // The seed's shape changed: say so rather than run the migration test without a main app.
    if (!line.test(seed)) throw new Error("seed/config.yaml: no `  mainAppUrl: ''` line under `migration:` to set");
    seed = seed.replace(line, `  mainAppUrl: ${JSON.stringify(options.mainAppUrl)}`);
  }
  if (options.brandPort !== undefined) {
    const link = new RegExp(`(- \\{ appCodes: \\[[^\\]]*\\], linkBase: ')http://127\\.0\\.0\\.1:${options.brandPort}/`, 'g');
    if (!link.test(seed)) throw new Error(`seed/config.yaml: no invite.brands link on port ${options.brandPort} to move to the test origin`);
    seed = seed.replace(link, `$1${options.web}/`);
  }
  const file = path.join(dir, 'seed.yaml');
  writeFileSync(file, seed);
  return file;
}

/**
 * Test builds offer Facebook login against the test server's sandbox Facebook (FACEBOOK_SANDBOX,
 * on in development mode): its SDK script stands in for connect.facebook.net (facebookFlows.ts).
 */
export function facebookSandboxEnv(api: string): { PERYA_FACEBOOK_APP_ID: string; PERYA_FACEBOOK_SDK_URL: string } {
  return { PERYA_FACEBOOK_APP_ID: 'sandbox', PERYA_FACEBOOK_SDK_URL: `${api}/sandbox/facebook/sdk.js` };
}

export function brandPlaywrightConfig(appDir: string, meta: BrandTestMeta, options: BrandTestOptions = {}) {
  const api = testApiBase(meta);
  const web = testWebBase(meta);
  const dbDir = mkdtempSync(path.join(tmpdir(), `perya-e2e-${meta.id}-`));
  const serverDir = path.resolve(appDir, '../server');
  const outDir = 'dist-e2e';
  const companions = options.companions ?? [];
  const origins = [web, ...companions.map((c) => `http://127.0.0.1:${testPort(c.webPort)}`)];
  return definePeryaConfig({
    testDir: path.join(appDir, 'e2e'),
    outputDir: path.join(appDir, 'test-results'),
    timeout: 90_000,
    webServer: [
      {
        command: 'node dist/main.js',
        cwd: serverDir,
        url: `${api}/x2/app/boot/v2/health_check`,
        env: {
          PORT: String(testPort(meta.testPorts.api)),
          HOST: '127.0.0.1',
          NODE_ENV: 'test',
          // Development mode: the sandboxes and the SMS outbox the flows read their codes from.
          PERYA_DEV: '1',
          DATABASE_URL: `sqlite:${path.join(dbDir, 'perya.sqlite')}`,
          CORS_ORIGINS: origins.join(','),
          SEED_FILE: testSeed(serverDir, dbDir, { mainAppUrl: options.mainAppUrl, brandPort: meta.port, web }),
          LOG_LEVEL: 'warn',
          // Fast hashing keeps registrations quick in tests; production keeps the default.
          SCRYPT_N: '1024',
          RATE_LIMIT_PER_IP: '100000',
          RATE_LIMIT_PER_ACCOUNT: '100000',
          // Every test player registers from this machine with an SMS code and a password hash.
          SMS_DAILY_PER_IP: '100000',
          HASH_PER_SOURCE: '1000',
          SMS_RESEND_COOLDOWN_S: String(E2E_SMS_RESEND_COOLDOWN_S),
          SABONG_SANDBOX_SCHEDULE: E2E_SABONG_SCHEDULE,
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
        command: `pnpm exec vite build --logLevel warn && pnpm exec vite preview --outDir ${outDir} --port ${testPort(meta.testPorts.web)} --strictPort --host 127.0.0.1`,
        cwd: appDir,
        url: `${web}/`,
        env: { PERYA_API_BASE: api, PERYA_OUT_DIR: outDir, ...facebookSandboxEnv(api) },
        reuseExistingServer: false,
        timeout: 120_000,
      },
      ...companions.map((c) => ({
        command: `pnpm exec vite build --logLevel warn && pnpm exec vite preview --outDir ${COMPANION_OUT_DIR} --port ${testPort(c.webPort)} --strictPort --host 127.0.0.1`,
        cwd: c.dir,
        url: `http://127.0.0.1:${testPort(c.webPort)}/`,
        env: { PERYA_API_BASE: api, PERYA_OUT_DIR: COMPANION_OUT_DIR, PERYA_APP_CODE: c.appCode, ...facebookSandboxEnv(api) },
        reuseExistingServer: false,
        timeout: 120_000,
      })),
    ],
    use: { baseURL: `${web}/` },
  });
}
