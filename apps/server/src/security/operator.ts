// The operator's credential on /ops/*: OPERATOR_TOKEN in the x-operator-token header, compared in
// constant time (both sides hashed first, so neither the content nor the length leaks).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/errors';

export const OPERATOR_TOKEN_HEADER = 'x-operator-token';

const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

export function operatorTokenMatches(given: string | undefined, expected: string): boolean {
  return given !== undefined && timingSafeEqual(digest(given), digest(expected));
}

/**
 * onRequest hook of an operator scope. `token` undefined means the doors are open, which config
 * allows only in development mode (production refuses to start without OPERATOR_TOKEN).
 */
export function operatorGuard(token: string | undefined) {
  return async (request: FastifyRequest): Promise<void> => {
    if (token === undefined) return;
    const given = request.headers[OPERATOR_TOKEN_HEADER];
    if (!operatorTokenMatches(Array.isArray(given) ? given[0] : given, token)) throw new AppError('UNAUTHORIZED');
  };
}
