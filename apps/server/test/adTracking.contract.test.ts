// spec §7 ad tracking through the server: the app POSTs tracking_code, event_type, fbc, fbp, fbclid
// and fingerId; the server passes them on to the ad system the operator set (AD_TRACKING_URL), here
// a local fake of it, and sends nothing anywhere when none is set.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, contract } from '@perya/api/contract';
import { rawCall, startTestServer, type TestServer } from './harness';
import { testClient } from './client';

const EVENT = { tracking_code: 'cmp-7', event_type: 'deposit.click', fbc: 'fb.1.1.abc', fbp: 'fb.1.2.3', fbclid: 'abc', fingerId: 'f1' } as const;

async function until(check: () => boolean, ms = 3_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('spec §7 ad-tracking POST', () => {
  const received: unknown[] = [];
  let adSystem: Server;
  let adSystemUrl: string;
  let pointed: TestServer;
  let unset: TestServer;

  beforeAll(async () => {
    adSystem = createServer((req, res) => {
      let text = '';
      req.on('data', (c: Buffer) => (text += c.toString('utf8')));
      req.on('end', () => {
        received.push(JSON.parse(text));
        res.end();
      });
    });
    await new Promise<void>((resolve) => adSystem.listen(0, '127.0.0.1', resolve));
    const address = adSystem.address();
    if (address === null || typeof address === 'string') throw new Error('no address');
    adSystemUrl = `http://127.0.0.1:${address.port}/conversions`;
    pointed = await startTestServer('sqlite', { env: { AD_TRACKING_URL: adSystemUrl } });
    unset = await startTestServer('sqlite');
  });
  afterAll(async () => {
    await pointed?.close();
    await unset?.close();
    await new Promise<void>((resolve) => adSystem.close(() => resolve()));
  });

  it('passes a tracked event on to the ad system the operator set, exactly the six fields', async () => {
    received.length = 0;
    await testClient(pointed.baseUrl).call(contract.adTracking, EVENT);
    await until(() => received.length === 1);
    expect(received).toEqual([EVENT]);
  });

  it('drops an event with no ad click to attribute it to, and refuses an event that is not tracked', async () => {
    received.length = 0;
    await testClient(pointed.baseUrl).call(contract.adTracking, { ...EVENT, tracking_code: '', fbc: '', fbclid: '' });
    const refused = await rawCall(pointed.baseUrl, 'POST', contract.adTracking.path, JSON.stringify({ ...EVENT, event_type: 'brandH5.enter' }));
    expect((refused.json as { code: string }).code).toBe(ERROR_CODES.VALIDATION);
    // A tracked event sent after them arrives alone: the two before it were not passed on.
    await testClient(pointed.baseUrl).call(contract.adTracking, { ...EVENT, event_type: 'login' });
    await until(() => received.length >= 1);
    await new Promise((r) => setTimeout(r, 100));
    expect(received).toEqual([{ ...EVENT, event_type: 'login' }]);
  });

  it('is silent when no ad system is set: the call succeeds and nothing leaves the server', async () => {
    received.length = 0;
    await testClient(unset.baseUrl).call(contract.adTracking, EVENT);
    await new Promise((r) => setTimeout(r, 200));
    expect(received).toEqual([]);
  });
});
