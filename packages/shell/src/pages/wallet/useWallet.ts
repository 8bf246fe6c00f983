// Wallet hooks shared by the wallet pages: who sees cash out (spec §6), and the cash-out action that
// opens the limit popup outside the configured window (spec §4, dragon variant in invite mode).
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { financeListQuery, withdrawConfigQuery } from '@perya/api/queries';
import { CASH_OUT_CHECK_FINANCE_TYPE, CASH_OUT_CHECK_RECORD_COUNT, isCashOutVisible, isMainAppCode } from '@perya/domain';
import { useServices } from '../../services/services';
import { useUser } from '../../services/queries';
import { userIdAtom } from '../../state/session';
import { cashOutBlockedByWindow, clockNow, shortTime } from './walletLogic';

/** spec §6/§7: cash out shows in the main app, else once the player deposited and has a money record. */
export function useCashOutVisible(): boolean {
  const s = useServices();
  const loggedIn = useAtomValue(userIdAtom) !== null;
  const isMainApp = s.mainAppFlag || isMainAppCode(s.config.appCode);
  const user = useUser();
  const records = useQuery({ ...financeListQuery({ pageNum: 1, pageSize: CASH_OUT_CHECK_RECORD_COUNT, type: CASH_OUT_CHECK_FINANCE_TYPE }), enabled: loggedIn && !isMainApp });
  return isCashOutVisible({
    isMainApp,
    loggedIn,
    hasDeposited: (user.data?.deposit ?? 0) > 0,
    financeRecords: records.data?.list ?? [],
  });
}

/** The path of the brand's cash-out page (spec §2: /cashout, or /wallet/cash/out for invite brands). */
export function useCashOutPath(): string {
  const target = useServices().config.wallet.cashOut;
  return target.kind === 'route' ? target.path : '/cashout';
}

/** Opens the cash-out limit popup with the configured window (spec §4). */
export function useOpenCashOutLimit(): (window: { startTime: string; endTime: string }) => void {
  const s = useServices();
  return useCallback(
    (w) => {
      s.popups.open('cashOutLimit', {
        startTime: shortTime(w.startTime),
        endTime: shortTime(w.endTime),
        variant: s.config.invite ? 'dragon' : 'default',
      });
    },
    [s],
  );
}

/** Goes to cash out, or opens the limit popup when now is outside the configured window (spec §4). */
export function useCashOut(): () => void {
  const navigate = useNavigate();
  const path = useCashOutPath();
  const config = useQuery(withdrawConfigQuery());
  const openLimit = useOpenCashOutLimit();
  return useCallback(() => {
    if (config.data && cashOutBlockedByWindow(config.data, clockNow())) {
      openLimit(config.data);
      return;
    }
    navigate(path);
  }, [config.data, navigate, path, openLimit]);
}
