// The one currency every amount on screen is written in: the logged-in account's, else the brand's
// market's (spec §1: the account's money, never the interface language's).
import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { userInfoQuery } from '@perya/api/queries';
import { displayCurrency } from '@perya/domain';
import { CurrencyProvider } from '@perya/ui';
import { useServices } from '../services/services';
import { userIdAtom } from '../state/session';

export function AccountCurrency({ children }: { children: ReactNode }) {
  const { config } = useServices();
  const uid = useAtomValue(userIdAtom);
  // Reads the player's record from the cache without asking for it: it sits above start-up (the
  // popups show money too), where a call could race the token renewal; the pages fetch it.
  const user = useQuery({ ...userInfoQuery(), enabled: false });
  const account = uid === null ? undefined : user.data;
  return <CurrencyProvider currency={displayCurrency(account, config.market)}>{children}</CurrencyProvider>;
}
