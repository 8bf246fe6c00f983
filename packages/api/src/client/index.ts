// The typed x2 client (no React): `createClient(config)` → `client.call(contract.x, payload, options)`.
export * from './ApiError';
export * from './createClient';
