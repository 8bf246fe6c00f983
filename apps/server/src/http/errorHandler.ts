// Every failure becomes an envelope: refusals with their code, bad requests as VALIDATION, and
// anything unexpected as SERVER_ERROR — logged here, never with a stack trace to the caller. That
// includes what Fastify and Node answer before any route runs: a bad or too long URL (414), too
// large headers (431), a server that is shutting down (503).
import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelope, type Envelope } from '@perya/api/contract';
import { AppError, type ErrorName } from './errors';
import { corsHeaders } from './cors';
import { RAW_SECURITY_HEADERS } from './securityHeaders';

/** Longest URL (path and query) served; longer ones answer 414. No x2 call comes near it. */
export const MAX_URL_LENGTH = 8 * 1024;

/** Statuses that keep their own number on the wire (the protocol's), with a VALIDATION envelope. */
const PROTOCOL_STATUSES = new Set([413, 414, 431]);

function nameForStatus(status: number): ErrorName {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404 || status === 405) return 'NOT_FOUND';
  if (status === 429) return 'RATE_LIMITED';
  return 'VALIDATION';
}

/** The envelope of a protocol-level failure: its status is the HTTP status it goes out with. */
export function protocolEnvelope(status: number): Envelope<null> {
  return { ...errorEnvelope(status >= 500 ? 'SERVER_ERROR' : nameForStatus(status)), status };
}

/**
 * Node's clientError (the request could not be parsed): the envelope written on the socket. A
 * request line that never ended within the header limit is a too long URL (414), else the headers
 * are too large (431); anything else is a bad request (400).
 */
export function clientErrorResponse(error: Error & { code?: string; rawPacket?: Buffer }): string {
  let status = 400;
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    const raw = error.rawPacket?.toString('latin1') ?? '';
    const lineEnd = raw.indexOf('\r\n');
    status = lineEnd === -1 || lineEnd > MAX_URL_LENGTH ? 414 : 431;
  } else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    status = 408;
  }
  const body = JSON.stringify(protocolEnvelope(status));
  const headers = { 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(body)), connection: 'close', ...RAW_SECURITY_HEADERS };
  return `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${Object.entries(headers).map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n${body}`;
}

function onClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.info({ errorCode: error.code }, 'unparsable request refused');
  if (socket.writable) socket.end(clientErrorResponse(error));
  else socket.destroy(error);
}

/** Fastify server options that make its own early answers envelopes too. */
export function errorServerOptions(allowedOrigins: readonly string[] | undefined) {
  return {
    clientErrorHandler: onClientError,
    // A bad URL encoding (400) or a too long path parameter (414), before hooks run: set every header here.
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const envelope = protocolEnvelope(error.statusCode ?? 400);
      request.log.info({ errorCode: error.code, status: envelope.status }, 'request refused');
      return reply
        .code(envelope.status)
        .headers({ ...RAW_SECURITY_HEADERS, ...corsHeaders(request.headers.origin, allowedOrigins) })
        .send(envelope);
    },
    // Shutting down: registerErrorHandling answers 503 as an envelope instead.
    return503OnClosing: false,
  };
}

export function registerErrorHandling(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (closing) {
      const envelope = protocolEnvelope(503);
      return reply.code(503).header('connection', 'close').send(envelope);
    }
    if (request.url.length > MAX_URL_LENGTH) {
      const envelope = protocolEnvelope(414);
      return reply.code(414).send(envelope);
    }
  });

  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    let name: ErrorName;
    if (error instanceof AppError) {
      // A refusal caused by an outside service (a payment provider refusing an order): its reason is for the operator.
      if (error.cause !== undefined) request.log.warn({ errorCode: error.code, err: error.cause }, 'refused: an outside service failed');
      const envelope = errorEnvelope(error.code, error.messageKey, error.data ?? null);
      return reply.code(envelope.status).send(envelope);
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, body too large, bad URL: the caller's request.
      request.log.info({ errorCode: 'code' in error ? error.code : undefined, status }, 'request refused');
      if (PROTOCOL_STATUSES.has(status)) {
        const envelope = protocolEnvelope(status);
        return reply.code(status).send(envelope);
      }
      name = nameForStatus(status);
    } else {
      name = 'SERVER_ERROR';
      request.log.error({ err: error }, 'unexpected error');
    }
    const envelope = errorEnvelope(name);
    return reply.code(envelope.status).send(envelope);
  });

  app.setNotFoundHandler((_request, reply) => {
    const envelope = errorEnvelope('NOT_FOUND');
    return reply.code(envelope.status).send(envelope);
  });
}
