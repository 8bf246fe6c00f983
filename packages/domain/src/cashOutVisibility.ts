// Who sees the cash-out option (spec §6), from the finance records of spec §7.
/** The cash-out check reads the first 20 finance records of type 1 (spec §7 /x2/finance/list). */
export const CASH_OUT_CHECK_RECORD_COUNT = 20;
export const CASH_OUT_CHECK_FINANCE_TYPE = 1;
/** A finance record of this amountType or higher unlocks the cash-out option (spec §6). */
export const CASH_OUT_MIN_AMOUNT_TYPE = 9;

export interface CashOutVisibilityInput {
  /** The app is the main app (spec §6). */
  readonly isMainApp: boolean;
  readonly loggedIn: boolean;
  /** The user has deposited (user.deposit above 0). */
  readonly hasDeposited: boolean;
  /** The finance records fetched for the check (only the first 20 are read, spec §7). */
  readonly financeRecords: readonly { readonly amountType: number }[];
}

/**
 * spec §6 cash-out option visibility: always in the main app; elsewhere only for a logged-in user
 * who has deposited and has a finance record with amountType 9 or higher among the first 20
 * records given.
 */
export function isCashOutVisible(input: CashOutVisibilityInput): boolean {
  if (input.isMainApp) return true;
  return (
    input.loggedIn &&
    input.hasDeposited &&
    input.financeRecords
      .slice(0, CASH_OUT_CHECK_RECORD_COUNT)
      .some((record) => record.amountType >= CASH_OUT_MIN_AMOUNT_TYPE)
  );
}
