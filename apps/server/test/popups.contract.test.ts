// Daily popups per account over real HTTP (issue 23: "daily popups count per account, not per
// device"; spec §4 once per GMT+8 day): a popup shown on one device is seen on every other device of
// the same account that day, not by another account, and is due again the next GMT+8 day.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, ERROR_CODES } from '@perya/api/contract';
import { failure, testClient } from './client';
import { DB_KINDS, registerPlayer, startTestServer, TEST_PASSWORD, type TestServer } from './harness';
import { gmt8 } from './fixtures/engagement';

let phoneSeq = 0;
const nextPhone = () => `0917${String(5_300_000 + (phoneSeq += 1)).padStart(7, '0')}`;

describe.each(DB_KINDS)('daily popups per account on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('issue 23 / spec §4: a popup shown on one device is seen on the account\'s other devices, today only', async () => {
    server.clock.current = Math.max(server.clock.current, gmt8(2026, 11, 23, 9));
    const phone = nextPhone();
    const { client: phoneA } = await registerPlayer(server.baseUrl, phone);
    expect(await phoneA.call(contract.dailyPopupsToday)).toEqual({ day: '2026-11-23', seen: [] });
    expect((await phoneA.call(contract.dailyPopupShown, { popup: 'tg' })).seen).toEqual(['tg']);
    // Shown twice the same day: still one record.
    expect((await phoneA.call(contract.dailyPopupShown, { popup: 'tg' })).seen).toEqual(['tg']);

    // Another device of the same account (its own log in): today's Telegram popup was seen.
    const phoneB = testClient(server.baseUrl);
    const login = await phoneB.call(contract.loginByAccount, { account: phone, pwd: TEST_PASSWORD });
    phoneB.setSession(login);
    expect(await phoneB.call(contract.dailyPopupsToday)).toEqual({ day: '2026-11-23', seen: ['tg'] });

    // Another account has its own count.
    const { client: other } = await registerPlayer(server.baseUrl, nextPhone());
    expect((await other.call(contract.dailyPopupsToday)).seen).toEqual([]);

    // 0:00 GMT+8: a new day, due again.
    server.clock.current = gmt8(2026, 11, 24, 0, 0);
    expect(await phoneB.call(contract.dailyPopupsToday)).toEqual({ day: '2026-11-24', seen: [] });
  });

  it('refuses a popup that is not a daily one and a guest, and records nothing', async () => {
    const { client, session } = await registerPlayer(server.baseUrl, nextPhone());
    // Straight to the server (the client would refuse it before sending).
    const res = await fetch(`${server.baseUrl}${contract.dailyPopupShown.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: session.token },
      body: JSON.stringify({ popup: 'win' }),
    });
    expect(((await res.json()) as { code: string }).code).toBe(ERROR_CODES.VALIDATION);
    expect((await client.call(contract.dailyPopupsToday)).seen).toEqual([]);
    const guest = testClient(server.baseUrl);
    expect((await failure(guest.call(contract.dailyPopupsToday))).code).toBe(ERROR_CODES.UNAUTHORIZED);
  });
});
