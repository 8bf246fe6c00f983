// Server-Sent Events replies (the live games' state, the trading prices): the reply is hijacked and
// written by hand, so the hooks' headers do not reach it; the CORS allow-list and the security
// headers are written here, with a retry hint for the browser's EventSource, a heartbeat comment
// that keeps proxies from closing an idle stream, and an end when the client leaves or the server
// closes.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { corsHeaders } from './cors';
import { RAW_SECURITY_HEADERS } from './securityHeaders';

/** How long a browser waits before it reconnects a dropped stream. */
export const EVENT_STREAM_RETRY_MS = 2_000;
/** How often an idle stream sends a comment line. */
export const EVENT_STREAM_HEARTBEAT_MS = 15_000;

export interface EventStream {
  /** Sends one event (nothing once the stream is closed). */
  send(event: string, data: unknown): void;
  isClosed(): boolean;
}

export interface EventStreams {
  /**
   * Hijacks the reply and opens it as an event stream. `onClose` runs once when the client leaves
   * or the server closes (unsubscribe, clear timers there).
   */
  open(request: FastifyRequest, reply: FastifyReply, onClose: () => void): EventStream;
}

/** The event streams of one route family; the server's close ends every open one. */
export function eventStreams(app: FastifyInstance, options: { corsOrigins: readonly string[] | undefined }): EventStreams {
  const open = new Set<() => void>();
  app.addHook('onClose', async () => {
    for (const close of open) close();
  });
  return {
    open(request, reply, onClose) {
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        ...corsHeaders(request.headers.origin, options.corsOrigins),
        ...RAW_SECURITY_HEADERS,
      });
      res.write(`retry: ${EVENT_STREAM_RETRY_MS}\n\n`);
      let closed = false;
      const heartbeat = setInterval(() => {
        if (!closed) res.write(': ping\n\n');
      }, EVENT_STREAM_HEARTBEAT_MS);
      const close = () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        open.delete(close);
        onClose();
        res.end();
      };
      open.add(close);
      request.raw.on('close', close);
      return {
        send(event, data) {
          if (!closed) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
        },
        isClosed: () => closed,
      };
    },
  };
}
