// Live states of a shared-round game: Server-Sent Events read with fetch (so the token travels in
// a header, never in a URL), and polling of the state endpoint whenever the stream is unavailable
// (games.md "Round states are pushed live ... with polling as the fallback"). Framework-free.
import { splitEventStream } from '@perya/api/eventStream';
import type { LiveListener } from './types';

export interface LiveSourceOptions<S> {
  /** Opens the event stream; resolves the response whose body carries `text/event-stream`. */
  readonly openStream: (signal: AbortSignal) => Promise<Response>;
  /** One poll of the state endpoint. */
  readonly poll: (signal: AbortSignal) => Promise<S>;
  /** Checks a pushed event's JSON against the contract (throws on a mismatch). */
  readonly parse: (data: unknown) => S;
  /** Name of the events to take. */
  readonly event: string;
  readonly pollMs?: number;
  /** How long to poll before trying the stream again. */
  readonly reconnectMs?: number;
  readonly setTimeout?: (fn: () => void, ms: number) => () => void;
}

/**
 * Subscribes to a live game: stream first; on any stream failure, poll every `pollMs` and retry
 * the stream after `reconnectMs`. Returns the unsubscribe function.
 */
export function subscribeLive<S>(options: LiveSourceOptions<S>, listener: LiveListener<S>): () => void {
  const pollMs = options.pollMs ?? 1_000;
  const reconnectMs = options.reconnectMs ?? 10_000;
  const later =
    options.setTimeout ??
    ((fn: () => void, ms: number) => {
      const id = setTimeout(fn, ms);
      return () => clearTimeout(id);
    });
  let closed = false;
  let controller = new AbortController();
  let cancelTimer: (() => void) | null = null;
  let status: 'connecting' | 'live' | 'polling' | 'offline' | null = null;
  const setStatus = (s: 'connecting' | 'live' | 'polling' | 'offline') => {
    if (status === s) return;
    status = s;
    listener.status?.(s);
  };

  const pollLoop = (until: number) => {
    if (closed) return;
    if (Date.now() >= until) {
      void connect();
      return;
    }
    options
      .poll(controller.signal)
      .then((state) => {
        if (closed) return;
        setStatus('polling');
        listener.state(state);
      })
      .catch(() => {
        if (!closed) setStatus('offline');
      })
      .finally(() => {
        if (!closed) cancelTimer = later(() => pollLoop(until), pollMs);
      });
  };

  const fallBack = () => {
    if (closed) return;
    controller.abort();
    controller = new AbortController();
    pollLoop(Date.now() + reconnectMs);
  };

  const connect = async () => {
    if (closed) return;
    setStatus(status === null ? 'connecting' : status);
    try {
      const response = await options.openStream(controller.signal);
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok || !response.body || !type.includes('text/event-stream')) throw new Error(`stream unavailable (${response.status})`);
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done || closed) break;
        buffer += value;
        const { events, rest } = splitEventStream(buffer);
        buffer = rest;
        for (const e of events) {
          if (e.event !== options.event) continue;
          const state = options.parse(JSON.parse(e.data));
          setStatus('live');
          listener.state(state);
        }
      }
      if (!closed) fallBack(); // the server ended the stream: poll, then reconnect
    } catch {
      if (!closed) fallBack();
    }
  };

  void connect();
  return () => {
    closed = true;
    controller.abort();
    cancelTimer?.();
  };
}
