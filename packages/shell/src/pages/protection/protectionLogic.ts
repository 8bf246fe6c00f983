// Pure rules of the responsible-gaming and identity pages (issue 15): reading what the player typed
// for a limit, the break choices, and the selfie's size.
import { fromMinor, parseMoney } from '@perya/domain';
import type { LimitData } from '@perya/api/contract';

export const LIMIT_KINDS = ['deposit', 'loss', 'session'] as const;
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitKindName = (typeof LIMIT_KINDS)[number];
export type LimitPeriodName = (typeof LIMIT_PERIODS)[number];

/** Cooling-off lengths offered, in hours (24 h, 72 h, 7 days, 6 weeks: contract COOLING_OFF_HOURS bounds). */
export const COOLING_OFF_CHOICES = [24, 72, 7 * 24, 42 * 24] as const;
/** Self-exclusion terms offered (contract SELF_EXCLUSION_TERMS_CONTRACT). */
export const SELF_EXCLUSION_CHOICES = ['6m', '1y', '5y'] as const;
/** Reality check intervals offered, in minutes (contract REALITY_CHECK_MINUTES_CONTRACT). */
export const REALITY_CHECK_CHOICES = [15, 30, 45, 60, 90, 120] as const;

export type LimitInput = { ok: true; amount: number } | { ok: false; error: 'amountRequired' };

/**
 * A limit as typed: money for deposit and loss (pesos, up to 2 decimals, to minor units), whole
 * minutes for play time. Zero, negatives and anything unreadable are refused.
 */
export function parseLimitInput(kind: LimitKindName, text: string): LimitInput {
  const trimmed = text.trim();
  if (kind === 'session') {
    if (!/^\d{1,6}$/.test(trimmed)) return { ok: false, error: 'amountRequired' };
    const minutes = Number(trimmed);
    return minutes > 0 ? { ok: true, amount: minutes } : { ok: false, error: 'amountRequired' };
  }
  const minor = parseMoney(trimmed);
  if (minor === undefined || minor <= 0) return { ok: false, error: 'amountRequired' };
  return { ok: true, amount: minor };
}

/** A limit as the amount box shows it: pesos with 2 decimals, whole minutes, or empty for none. */
export function limitInputText(kind: LimitKindName, amount: number | null): string {
  if (amount === null) return '';
  return kind === 'session' ? String(amount) : fromMinor(amount).toFixed(2);
}

/** What is left of a limit this period (never below zero); null when there is no limit. */
export function limitLeft(limit: Pick<LimitData, 'amount' | 'used'>): number | null {
  return limit.amount === null ? null : Math.max(0, limit.amount - limit.used);
}

/** The limit rows of one kind, in day, week, month order. */
export function limitsOf(limits: readonly LimitData[], kind: LimitKindName): LimitData[] {
  return LIMIT_PERIODS.flatMap((period) => limits.filter((l) => l.kind === kind && l.period === period));
}

/** Largest selfie side in pixels, and its JPEG quality (KYC: small enough to send, sharp enough to read). */
export const SELFIE_MAX_SIDE = 1024;
export const SELFIE_QUALITY = 0.8;

/** The size a photo is drawn at so neither side passes `max`, keeping its proportions. */
export function fitWithin(width: number, height: number, max: number = SELFIE_MAX_SIDE): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
