// Thin shell helpers over @perya/api's query factories: the player's record only when someone is
// logged in, and the player's market.
import { useAtomValue } from 'jotai';
import type { PublicConfigKey } from '@perya/api/contract';
import { useQuery } from '@tanstack/react-query';
import { userInfoQuery, type PublicConfigValue } from '@perya/api/queries';
import { marketDialCode, type Market } from '@perya/domain';
import { userIdAtom } from '../state/session';
import { useServices } from './services';

/** The logged-in player (spec §3 User); idle for a guest. */
export function useUser() {
  const uid = useAtomValue(userIdAtom);
  return useQuery({ ...userInfoQuery(), enabled: uid !== null });
}

export type PublicConfig<K extends PublicConfigKey> = PublicConfigValue<K>;

/**
 * The market whose cash flows and phones the player sees (@perya/domain MARKET_CASH_FLOWS,
 * marketDialCode): the account's, which the server also applies to its channel lists; before
 * user info names it, the brand's (BrandConfig.market, what a guest sees).
 */
export function usePlayerMarket(): { readonly market: Market; readonly dialCode: string } {
  const s = useServices();
  const user = useUser();
  const market = user.data?.market ?? s.config.market;
  // Never the interface language's (issue 23): a PH player reading Português still types +63.
  return { market, dialCode: marketDialCode(user.data?.market, s.config.market) };
}
