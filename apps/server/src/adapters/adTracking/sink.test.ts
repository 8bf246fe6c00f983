// spec §7 ad tracking, against a local fake of the operator's ad system (no test reaches the internet).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdTrackingPayload } from '@perya/domain';
import { adTrackingSinkFor, createHttpAdTrackingSink, silentAdTrackingSink } from './sink';

interface Received {
  readonly method: string;
  readonly contentType: string | undefined;
  readonly body: unknown;
}

const EVENT: AdTrackingPayload = { tracking_code: 'cmp-7', event_type: 'login', fbc: 'fb.1.1.abc', fbp: 'fb.1.2.3', fbclid: 'abc', fingerId: 'f1' };

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString('utf8')));
    req.on('end', () => resolve(text));
  });
}

describe('spec §7 ad-tracking adapter', () => {
  let server: Server;
  let url: string;
  const received: Received[] = [];
  let status = 200;

  beforeAll(async () => {
    server = createServer((req, res) => {
      void readBody(req).then((text) => {
        received.push({ method: req.method ?? '', contentType: req.headers['content-type'], body: JSON.parse(text) });
        res.statusCode = status;
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('no address');
    url = `http://127.0.0.1:${address.port}/events`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    received.length = 0;
    status = 200;
  });

  it('POSTs the six fields of the spec as JSON to the configured ad system', async () => {
    await adTrackingSinkFor(url).send({ ...EVENT, extra: 'dropped' } as AdTrackingPayload);
    expect(received).toEqual([{ method: 'POST', contentType: 'application/json', body: EVENT }]);
  });

  it('is silent when no ad system is set', async () => {
    expect(adTrackingSinkFor(undefined)).toBe(silentAdTrackingSink);
    await adTrackingSinkFor(undefined).send(EVENT);
    expect(received).toEqual([]);
  });

  it('never rejects: a refusing or unreachable ad system is reported and swallowed', async () => {
    const failures: string[] = [];
    status = 500;
    await createHttpAdTrackingSink({ url, onFailure: (r) => failures.push(r) }).send(EVENT);
    expect(failures).toEqual(['HTTP 500']);
    await createHttpAdTrackingSink({ url: 'http://127.0.0.1:1/closed', onFailure: (r) => failures.push(r) }).send(EVENT);
    expect(failures).toHaveLength(2);
    // A hanging ad system is given up after the timeout.
    const hanging = createServer(() => undefined);
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const address = hanging.address();
    if (address === null || typeof address === 'string') throw new Error('no address');
    await createHttpAdTrackingSink({ url: `http://127.0.0.1:${address.port}/`, timeoutMs: 100, onFailure: (r) => failures.push(r) }).send(EVENT);
    expect(failures[2]).toBe('TimeoutError');
    hanging.closeAllConnections();
    await new Promise<void>((resolve) => hanging.close(() => resolve()));
  });
});
