// pnpm doctor with Xendit configured (issue 26): one harmless authenticated call, GET /balance
// through xendit-node, against the local fake; the callback URLs to enter in the dashboard; a
// refused key is a FAIL row naming XENDIT_SECRET_KEY without printing it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctorExitCode, formatDoctorTable, runDoctor, type DoctorRow } from '../src/doctor';
import { XENDIT_PH_PAYOUT_CODES } from '../src/adapters/payment/xendit';
import { startFakeXendit, type FakeXendit } from './fakeXendit';

const SECRET_KEY = 'xnd_development_Zk4Yb8Qw2Rt6Up0Ls3Nd7Hf1Jc5Vx9Ma';
const CALLBACK_TOKEN = 'Lw8Qe2Rt5Yu1Io7Pa3Sd9Fg4Hj6Kl0Zx';
const row = (rows: readonly DoctorRow[], check: string) => rows.find((r) => r.check === check);

describe('doctor: Xendit', () => {
  let fake: FakeXendit;
  let dir: string;
  const paths = () => ({ defaultSqliteFile: path.join(dir, 'default.sqlite'), defaultSeedFile: path.join(dir, 'config.yaml') });
  const env = (overrides: Record<string, string> = {}) => ({
    PERYA_DEV: '1',
    PUBLIC_BASE_URL: 'https://api.perya.example',
    XENDIT_SECRET_KEY: SECRET_KEY,
    XENDIT_CALLBACK_TOKEN: CALLBACK_TOKEN,
    XENDIT_API_URL: fake.url,
    ...overrides,
  });
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'perya-doctor-xendit-'));
    fake = await startFakeXendit(SECRET_KEY);
  });
  afterAll(async () => {
    await fake?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads the cash balance (nothing paid, nothing created) and prints both callback URLs', async () => {
    fake.balance = 150_000.25;
    const rows = await runDoctor(env(), paths());
    expect(row(rows, 'payments: xendit')).toMatchObject({ status: 'OK', detail: expect.stringContaining('PHP 150000.25') as unknown });
    expect(row(rows, 'Xendit callback URLs')?.detail).toBe(
      'payments https://api.perya.example/x2/payment/webhook/xendit, payouts https://api.perya.example/x2/payout/webhook/xendit (set both in the Xendit dashboard)',
    );
    expect(row(rows, 'payments')).toBeUndefined();
    expect(row(rows, 'sandbox: payment')).toBeUndefined();
    // Two reads, nothing created.
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /balance', 'GET /payouts_channels']);
    expect(row(rows, 'payouts: xendit channels')?.status).toBe('WARN');
    expect(formatDoctorTable(rows)).not.toContain(SECRET_KEY);
  });

  it('the payout codes in use all offered by the account: OK; one missing: a WARN naming it', async () => {
    const all = new Set(Object.values(XENDIT_PH_PAYOUT_CODES));
    fake.payoutChannels = [...all];
    expect(row(await runDoctor(env(), paths()), 'payouts: xendit channels')?.status).toBe('OK');
    fake.payoutChannels = [...all].filter((code) => code !== 'PH_MET');
    expect(row(await runDoctor(env(), paths()), 'payouts: xendit channels')).toMatchObject({ status: 'WARN', detail: expect.stringMatching(/^not offered to this account: PH_MET:/) as unknown });
  });

  it('a refused key is a FAIL row naming XENDIT_SECRET_KEY, never printing it', async () => {
    const wrong = 'xnd_development_WrongWrongWrong0000';
    const rows = await runDoctor(env({ XENDIT_SECRET_KEY: wrong }), paths());
    expect(row(rows, 'payments: xendit')).toMatchObject({ status: 'FAIL', detail: expect.stringContaining('XENDIT_SECRET_KEY') as unknown });
    expect(doctorExitCode(rows)).toBe(1);
    expect(formatDoctorTable(rows)).not.toContain(wrong);
  });
});
