// The login popup surface of the black-gold brands (spec §2: tab 0 register, 1 login): the same
// form as the login page in a bottom sheet that locks page scrolling while open.
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '@perya/i18n';
import { Dialog, lockScroll, Skeleton } from '@perya/ui';
import { authSheetAtom } from '../../state/session';
import { safeRedirect } from '../../routing/guards';
import { useServices } from '../../services/services';

// The form loads with the first opening of the sheet: most players never need it at start.
const AuthForm = lazy(() => import('./AuthForm').then((m) => ({ default: m.AuthForm })));

export function AuthSheet() {
  const [sheet, setSheet] = useAtom(authSheetAtom);
  const navigate = useNavigate();
  const { t } = useTranslation();
  const open = sheet !== null;
  // A popup opened from the form (the black-gold invite code popup) sits on top: the sheet lets it
  // have the focus until it closes.
  const popups = useServices().popups;
  const popupOnTop = useSyncExternalStore(popups.subscribe, () => popups.getSnapshot().stack.length > 0);
  useEffect(() => {
    if (!open) return;
    return lockScroll(document.querySelector<HTMLElement>('[data-scroll-container]'));
  }, [open]);
  if (!sheet) return null;
  return (
    <Dialog
      title={sheet.tab === 0 ? t('auth.register') : t('auth.login')}
      placement="sheet"
      active={!popupOnTop}
      onClose={() => setSheet(null)}
      closeLabel={t('common.close')}
      data-popup="login"
    >
      <Suspense fallback={<Skeleton shape="row" count={3} />}>
        <AuthForm
          tab={sheet.tab}
          onTabChange={(tab) => setSheet({ ...sheet, tab })}
          onLeave={() => setSheet(null)}
          onDone={() => {
            setSheet(null);
            navigate(safeRedirect(sheet.back));
          }}
        />
      </Suspense>
    </Dialog>
  );
}
