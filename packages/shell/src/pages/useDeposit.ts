// The deposit action of the brand (spec §2): a route (/cashin or /wallet/cash/in) or the v3
// cash-in popup on the black-gold themes; a guest is sent to login first. Null while the brand's
// cash-in has no page in this build, so no deposit button is shown that leads nowhere.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '@perya/i18n';
import { TRACKED_EVENTS } from '@perya/domain';
import { useServices } from '../services/services';
import { hasPage } from '../routing/pages';

export function useDeposit(): (() => void) | null {
  const s = useServices();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const target = s.config.wallet.cashIn;
  const dest = target.kind === 'route' ? target.path : '/cashin';

  // The popup flow is its own chunk, loaded on the first tap (cash-in popup, offers, confirmation).
  const openPopup = useCallback(async () => {
    const { openCashInPopup } = await import('./wallet/cashInPopupFlow');
    await openCashInPopup(s, navigate, t);
  }, [s, navigate, t]);

  const deposit = useCallback(() => {
    // spec §5 tracked "deposit click": every deposit button, a guest's too (it leads to login).
    void s.reporter.track(TRACKED_EVENTS.depositClick);
    if (!s.session.userId()) {
      s.goToLogin(dest);
      return;
    }
    if (target.kind === 'popup') {
      void openPopup();
      return;
    }
    navigate(dest);
  }, [s, navigate, dest, target.kind, openPopup]);
  return hasPage(dest) ? deposit : null;
}
