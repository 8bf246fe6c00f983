// Server-Sent Events replies (the live games' state, the trading prices): the reply is hijacked and
// written by hand, so the hooks' headers do not reach it; the CORS allow-list and the security
// headers are written here, with a retry hint for the browser's EventSource.
import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { corsHeaders } from './cors';
import { RAW_SECURITY_HEADERS } from './securityHeaders';

/** How long a browser waits before it reconnects a dropped stream. */
export const EVENT_STREAM_RETRY_MS = 2_000;

/** Hijacks the reply and opens it as an event stream; returns the raw response to write events on. */
export function openEventStream(request: FastifyRequest, reply: FastifyReply, corsOrigins: readonly string[] | undefined): ServerResponse {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    ...corsHeaders(request.headers.origin, corsOrigins),
    ...RAW_SECURITY_HEADERS,
  });
  res.write(`retry: ${EVENT_STREAM_RETRY_MS}\n\n`);
  return res;
}

/** One event on an open stream. */
export function writeEvent(res: ServerResponse, event: string, data: unknown): void {
  res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}
