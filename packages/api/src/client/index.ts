// The typed x2 client (no React): `createClient(config)` → `client.call(contract.x, payload, options)`.
export * from './ApiError';
export * from './createClient';
// The envelope's named error codes, schema-free (what a caller compares ApiError.code with).
export { ERROR_CODES, type ErrorCode, type ErrorCodeName } from '../contract/errorCodes';
