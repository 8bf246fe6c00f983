// What the server logs per request (src/http/logging.ts): nothing for a quick answer at the
// production level (info), a warning for a slow one, and every request at debug. The threshold is
// the production one (SLOW_REQUEST_MS, 1 s): a quick answer on a loaded CI machine still takes tens
// of milliseconds (59 ms once, against a 50 ms test threshold), never a second.
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestLogController, SLOW_REQUEST_MS, loggerOptions } from '../src/http/logging';

async function serve(level: string): Promise<{ lines: () => { msg: string; level: number; req?: { url: string } }[]; call: (url: string) => Promise<void>; close: () => Promise<void> }> {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString('utf8'));
      callback();
    },
  });
  const app = Fastify({ logger: loggerOptions(level, stream), logController: new RequestLogController() });
  app.get('/quick', async () => ({ ok: true }));
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 20));
    return { ok: true };
  });
  await app.ready();
  return {
    lines: () => lines.join('').split('\n').filter(Boolean).map((l) => JSON.parse(l) as { msg: string; level: number; req?: { url: string } }),
    call: async (url) => void (await app.inject({ method: 'GET', url })),
    close: () => app.close(),
  };
}

describe('request logging', () => {
  it('at info logs no line for a quick request and a warning for a slow one, with the secret query redacted', async () => {
    const server = await serve('info');
    await server.call('/quick');
    expect(server.lines()).toEqual([]);
    await server.call('/slow?session=secret-launch-token');
    const logged = server.lines();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ msg: 'slow request', level: 40 });
    expect(logged[0]?.req?.url).toBe('/slow?session=%5Bredacted%5D');
    await server.close();
  });

  it('at debug logs every request', async () => {
    const server = await serve('debug');
    await server.call('/quick');
    await server.call('/quick');
    expect(server.lines().filter((l) => l.msg === 'incoming request')).toHaveLength(2);
    expect(server.lines().filter((l) => l.msg === 'request completed')).toHaveLength(2);
    await server.close();
  });
});
