import { describe, expect, it, vi } from 'vitest';
import { parseEventStream, subscribeLive } from './liveStream';

function streamResponse(chunks: string[], type = 'text/event-stream'): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(new TextEncoder().encode(c));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': type } });
}

describe('event-stream parsing', () => {
  it('splits complete events, joins data lines, skips comments and keeps the unfinished rest', () => {
    const { events, rest } = parseEventStream(': ping\n\nevent: state\ndata: {"a":\ndata: 1}\n\ndata: x\r\n\r\nevent: state\ndata: {"b"');
    expect(events).toEqual([
      { event: 'state', data: '{"a":\n1}' },
      { event: 'message', data: 'x' },
    ]);
    expect(rest).toBe('event: state\ndata: {"b"');
  });
});

describe('live states: SSE first, polling as the fallback', () => {
  it('delivers pushed states in order across chunk boundaries', async () => {
    const got: unknown[] = [];
    const statuses: string[] = [];
    const stop = subscribeLive(
      {
        openStream: async () => streamResponse(['event: state\ndata: {"n":1}\n', '\nevent: other\ndata: {}\n\nevent: state\ndata: {"n":2}\n\n']),
        poll: () => new Promise(() => undefined),
        parse: (d) => d,
        event: 'state',
        setTimeout: () => () => undefined,
      },
      { state: (s) => got.push(s), status: (s) => statuses.push(s) },
    );
    await vi.waitFor(() => expect(got).toEqual([{ n: 1 }, { n: 2 }]));
    expect(statuses).toContain('live');
    stop();
  });

  it('polls when the stream is refused, and says so', async () => {
    const got: unknown[] = [];
    const statuses: string[] = [];
    let polls = 0;
    const timers: (() => void)[] = [];
    const stop = subscribeLive(
      {
        openStream: async () => new Response('{"code":"404"}', { status: 404, headers: { 'content-type': 'application/json' } }),
        poll: async () => ({ polled: ++polls }),
        parse: (d) => d,
        event: 'state',
        setTimeout: (fn) => {
          timers.push(fn);
          return () => undefined;
        },
      },
      { state: (s) => got.push(s), status: (s) => statuses.push(s) },
    );
    await vi.waitFor(() => expect(got).toEqual([{ polled: 1 }]));
    timers.shift()!();
    await vi.waitFor(() => expect(got).toEqual([{ polled: 1 }, { polled: 2 }]));
    expect(statuses).toEqual(['connecting', 'polling']);
    stop();
  });

  it('reports offline when polling fails too', async () => {
    const statuses: string[] = [];
    const stop = subscribeLive(
      {
        openStream: async () => {
          throw new TypeError('network');
        },
        poll: async () => {
          throw new TypeError('network');
        },
        parse: (d) => d,
        event: 'state',
        setTimeout: () => () => undefined,
      },
      { state: () => undefined, status: (s) => statuses.push(s) },
    );
    await vi.waitFor(() => expect(statuses).toContain('offline'));
    stop();
  });
});
