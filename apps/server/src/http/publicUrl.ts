// Where players reach this server. Launch and payment URLs are built from it, never from the
// request's Host header (a spoofed Host would point a player's checkout or game at another site).
import type { FastifyInstance } from 'fastify';

/** This server's own listening address (http://127.0.0.1:<port>), for in-process calls and dev. */
export function selfUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('server is not listening on TCP');
  const host = address.family === 'IPv6' ? (address.address === '::' ? '[::1]' : `[${address.address}]`) : address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
  return `http://${host}:${address.port}`;
}

/** PUBLIC_BASE_URL (required in production), else the listening address. */
export function publicBaseUrl(app: FastifyInstance, configured: string | undefined): () => string {
  return () => configured ?? selfUrl(app);
}
