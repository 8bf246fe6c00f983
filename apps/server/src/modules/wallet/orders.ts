// Order numbers shared by deposits and withdrawals.
import { randomBytes } from 'node:crypto';
import { gmt8DayKey } from '@perya/domain';

/** 'D' (deposit) or 'W' (withdrawal) + GMT+8 day + 12 random hex digits, e.g. D20261123A1B2C3D4E5F6. */
export function newOrderNo(prefix: 'D' | 'W', nowMs: number): string {
  return `${prefix}${gmt8DayKey(nowMs).replaceAll('-', '')}${randomBytes(6).toString('hex').toUpperCase()}`;
}
