import { describe, expect, it, vi } from 'vitest';
import { splitEventStream } from '@perya/api/eventStream';
import { subscribeLive } from './liveStream';

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
    const { events, rest } = splitEventStream(': ping\n\nevent: state\ndata: {"a":\ndata: 1}\n\ndata: x\r\n\r\nevent: state\ndata: {"b"');
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

describe('a live stream that drops (issue 7 §7: the view keeps working through a dropped connection)', () => {
  it('falls back to polling when the stream breaks mid-way, says so, and goes live again on the stream after reconnectMs', async () => {
    let now = 1_000_000;
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => now);
    const got: unknown[] = [];
    const statuses: string[] = [];
    const timers: (() => void)[] = [];
    let opened = 0;
    let polls = 0;
    const signals: AbortSignal[] = [];
    const stop = subscribeLive(
      {
        openStream: async (signal) => {
          signals.push(signal);
          opened += 1;
          const first = opened === 1;
          const body = new ReadableStream<Uint8Array>({
            start(controller) {
              controller.enqueue(new TextEncoder().encode(`event: state\ndata: {"n":${first ? 1 : 3}}\n\n`));
              // The first connection drops after one state; the second stays open.
              if (first) setTimeout(() => controller.error(new TypeError('network connection was lost')), 0);
            },
          });
          return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
        },
        poll: async () => ({ polled: ++polls }),
        parse: (d) => d,
        event: 'state',
        pollMs: 1_000,
        reconnectMs: 10_000,
        setTimeout: (fn) => {
          timers.push(fn);
          return () => undefined;
        },
      },
      { state: (s) => got.push(s), status: (s) => statuses.push(s) },
    );
    await vi.waitFor(() => expect(got).toEqual([{ n: 1 }, { polled: 1 }]));
    expect(statuses).toEqual(['connecting', 'live', 'polling']);
    expect(signals[0]!.aborted).toBe(true); // the broken request is let go
    // Still inside reconnectMs: the next poll, no new stream.
    now += 1_000;
    timers.shift()!();
    await vi.waitFor(() => expect(got).toEqual([{ n: 1 }, { polled: 1 }, { polled: 2 }]));
    expect(opened).toBe(1);
    // Past reconnectMs: the stream again, and live.
    now += 10_000;
    timers.shift()!();
    await vi.waitFor(() => expect(got.at(-1)).toEqual({ n: 3 }));
    expect(opened).toBe(2);
    expect(polls).toBe(2);
    expect(statuses).toEqual(['connecting', 'live', 'polling', 'live']);
    stop();
    expect(signals[1]!.aborted).toBe(true);
    clock.mockRestore();
  });

  it('goes offline while neither the stream nor polling answers, and back to polling when polling does', async () => {
    const statuses: string[] = [];
    const got: unknown[] = [];
    const timers: (() => void)[] = [];
    let online = false;
    const stop = subscribeLive(
      {
        openStream: async () => {
          throw new TypeError('offline');
        },
        poll: async () => {
          if (!online) throw new TypeError('offline');
          return { polled: true };
        },
        parse: (d) => d,
        event: 'state',
        setTimeout: (fn) => {
          timers.push(fn);
          return () => undefined;
        },
      },
      { state: (s) => got.push(s), status: (s) => statuses.push(s) },
    );
    await vi.waitFor(() => expect(statuses).toEqual(['connecting', 'offline']));
    online = true;
    await vi.waitFor(() => expect(timers).toHaveLength(1));
    timers.shift()!();
    await vi.waitFor(() => expect(got).toEqual([{ polled: true }]));
    expect(statuses).toEqual(['connecting', 'offline', 'polling']);
    stop();
  });
});
