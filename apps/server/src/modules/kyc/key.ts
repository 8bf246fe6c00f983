// The identity data key in use (config.kyc.dataKey): KYC_DATA_KEY, or outside production a random
// key made once and kept beside the database (readable by this user only), or one per process.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { KycConfig } from '../../config';
import { DATA_KEY_BYTES, parseDataKey } from '../../security/sealing';

export function resolveKycKey(dataKey: KycConfig['dataKey']): Buffer | undefined {
  if (dataKey === undefined) return undefined;
  if (dataKey.kind === 'env') return dataKey.key;
  if (dataKey.kind === 'devProcess') return randomBytes(DATA_KEY_BYTES);
  if (existsSync(dataKey.file)) {
    const key = parseDataKey(readFileSync(dataKey.file, 'utf8'));
    if (key === undefined) throw new Error(`${dataKey.file} does not hold a 32-byte hex key; delete it (identity data sealed with it is lost) or set KYC_DATA_KEY`);
    return key;
  }
  const key = randomBytes(DATA_KEY_BYTES);
  mkdirSync(path.dirname(dataKey.file), { recursive: true });
  // wx: two processes starting at once never overwrite each other's key.
  try {
    writeFileSync(dataKey.file, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return resolveKycKey(dataKey);
    throw error;
  }
  return key;
}
