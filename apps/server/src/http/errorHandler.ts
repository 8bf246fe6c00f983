// Every failure becomes an envelope: refusals with their code, bad requests as VALIDATION, and
// anything unexpected as SERVER_ERROR — logged here, never with a stack trace to the caller.
import type { FastifyError, FastifyInstance } from 'fastify';
import { errorEnvelope } from '@perya/api/contract';
import { AppError, type ErrorName } from './errors';

function nameForStatus(status: number): ErrorName {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404 || status === 405) return 'NOT_FOUND';
  if (status === 429) return 'RATE_LIMITED';
  return 'VALIDATION';
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    let name: ErrorName;
    if (error instanceof AppError) {
      const envelope = errorEnvelope(error.code, error.messageKey);
      return reply.code(envelope.status).send(envelope);
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, body too large, bad URL: the caller's request.
      name = nameForStatus(status);
      request.log.info({ errorCode: 'code' in error ? error.code : undefined, status }, 'request refused');
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
