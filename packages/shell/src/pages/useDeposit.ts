// The deposit action of the brand (spec §2): a route (/cashin or /wallet/cash/in) or the v3
// cash-in popup; a guest is sent to login first. Null while the brand's cash-in has no page in
// this build, so no deposit button is shown that leads nowhere.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useServices } from '../services/services';
import { hasPage } from '../routing/pages';

export function useDeposit(): (() => void) | null {
  const s = useServices();
  const navigate = useNavigate();
  const target = s.config.wallet.cashIn;
  const dest = target.kind === 'route' ? target.path : '/cashin';
  const deposit = useCallback(() => {
    if (!s.session.userId()) {
      s.goToLogin(dest);
      return;
    }
    // The cash-in popup's amounts and methods come with the wallet feature; until a brand's wallet
    // registers it, the popup brands use the cash-in page like everyone else.
    navigate(dest);
  }, [s, navigate, dest]);
  return hasPage(dest) ? deposit : null;
}
