// The bonus popup of spec §7: POST /x2/payListActivity/bonus answers the deposit bonus credited
// and not yet shown (the server marks it shown as it answers); a number above 0 opens the bonus
// popup (domain shouldOpenBonusPopup). Asked after a deposit is credited, and once after start-up
// for a deposit credited while the player was away (a hosted checkout that never came back).
import { useEffect, useRef } from 'react';
import { useTranslation } from '@perya/i18n';
import type { TFunction } from 'i18next';
import { EVENT_POPUP_BONUS, shouldOpenBonusPopup } from '@perya/domain';
import type { PopupHandle } from '@perya/ui/popups';
import type { ShellServices } from '../../services/services';
import { useServices } from '../../services/services';
import { hasPage } from '../../routing/pages';
import { payListBonusQuery, userInfoQuery } from '@perya/api/queries';
import { BONUS_RULE_TEXT, bonusRuleOf } from './bonusRule';

/** Asks for the pending deposit bonus and opens the bonus popup when there is one; true when it opened. */
export async function announceDepositBonus(s: ShellServices, t: TFunction, navigate?: (to: string) => void): Promise<boolean> {
  return (await openPendingDepositBonus(s, t, navigate)) !== null;
}

/**
 * Asks for the pending deposit bonus (the server marks it told as it answers, so this is asked only
 * when the popup may open) and opens the bonus popup when there is one; its handle, else null.
 */
export async function openPendingDepositBonus(s: ShellServices, t: TFunction, navigate?: (to: string) => void): Promise<PopupHandle<'bonus'> | null> {
  let pending: number;
  try {
    pending = await s.queryClient.fetchQuery({ ...payListBonusQuery(), staleTime: 0, retry: false });
  } catch (_) {
    // Nothing to announce when the question fails: the bonus is in the bonus wallet all the same.
    return null;
  }
  if (!shouldOpenBonusPopup(pending)) return null;
  // spec §6: the popup tells the same rule as the bonus page and the wallet (the player's, else the brand's).
  const rule = bonusRuleOf(s.queryClient.getQueryData(userInfoQuery().queryKey), s.config);
  void s.reporter.report(EVENT_POPUP_BONUS);
  const canOpenList = navigate !== undefined && hasPage('/bonus');
  const handle = s.popups.open('bonus', {
    amount: pending,
    title: t('popups.bonus.title'),
    message: `${t('popups.bonus.body', { amount: pending })} ${t(BONUS_RULE_TEXT[rule])}`,
    claimLabel: canOpenList ? t('bonus.viewBonuses') : t('common.ok'),
    onClaim: () => {
      handle.close();
      if (canOpenList) navigate('/bonus');
    },
  });
  return handle;
}

/** After a deposit is credited (spec §4: credited only on success): announce its bonus, once. */
export function useDepositBonusAnnouncement(credited: boolean, navigate: (to: string) => void): void {
  const s = useServices();
  const { t } = useTranslation();
  const asked = useRef(false);
  useEffect(() => {
    if (!credited || asked.current) return;
    asked.current = true;
    void announceDepositBonus(s, t, navigate);
  }, [credited, s, t, navigate]);
}
