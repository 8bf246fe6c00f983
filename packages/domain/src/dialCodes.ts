// The dialling code of each market (spec §1 "+63"). Its own module, apart from the phone rules
// (phone.ts): the first screen reads only this, so the bundle keeps the phone and validation rules
// out of the first load.
import type { Market } from './protection';

/** spec §1 "+63": the dialling code of each market's phones (the account's, never the interface language's). */
export const MARKET_DIAL_CODES: Readonly<Record<Market, string>> = {
  PH: '+63',
  BR: '+55',
  MX: '+52',
  IN: '+91',
  MY: '+60',
  ID: '+62',
  CN: '+86',
};

/**
 * issue 23 item 2: the dialling code a phone field shows and a phone is read with: the account's
 * market's once the account names it, else (a guest) the brand's configured market. Never the
 * interface language's: a PH player reading Português still types a +63 number.
 */
export function marketDialCode(accountMarket: Market | null | undefined, brandMarket: Market): string {
  return MARKET_DIAL_CODES[accountMarket ?? brandMarket];
}
