// The account page: who the player is, their wallets, and the way to profile, help and sign out.
// Black-gold brands choose the language and confirm the sign out in their popups (spec §2).
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '@perya/i18n';
import { APP_VERSION, formatMoney, isLocaleCode, LOCALE_INFO, TRACKED_EVENTS } from '@perya/domain';
import { Avatar, ErrorState, NavBar, Skeleton, useCurrency } from '@perya/ui';
import { VipBadge } from '@perya/ui/art';
import { useServices } from '../../services/services';
import { useUser } from '../../services/queries';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useInstallAvailable } from '../../pwa/useInstall';
import { hasPage } from '../../routing/pages';
import { useAccountActions } from './useAccountActions';
import { openLanguagePopup, openLogoutPopup, type SignOutScope } from './accountPopups';
import { RewardsLinks } from '../rewards/RewardsLinks';
import { useProtectionSnapshot } from '../../state/protection';
import * as layout from '../../app/layout.css';
import * as css from '../../components/ui.css';

// Loaded only while the player is on a break they chose (issue 15).
const ExclusionBanner = lazy(() => import('../protection/ExclusionBanner'));

export default function AccountPage() {
  const currency = useCurrency();
  const s = useServices();
  const { t, i18n } = useTranslation();
  const user = useUser();
  const { checkUpdate, signOut, signOutEverywhere, setLanguage } = useAccountActions();
  const [confirming, setConfirming] = useState<SignOutScope | null>(null);
  const askSignOut = (scope: SignOutScope) => {
    if (!s.config.capabilities.logoutPopup) return setConfirming(scope);
    openLogoutPopup(s, t, scope, scope === 'here' ? signOut : () => void signOutEverywhere());
  };
  const installable = useInstallAvailable();
  const exclusion = useProtectionSnapshot().data?.exclusion ?? null;
  const locale = isLocaleCode(i18n.language) ? i18n.language : s.config.defaultLocale;

  return (
    <>
      <NavBar title={t('account.title')} back={false} />
      <div className={layout.page} data-page="account">
        {exclusion ? (
          <Suspense fallback={null}>
            <ExclusionBanner exclusion={exclusion} />
          </Suspense>
        ) : null}
        {user.isPending ? (
          <Skeleton shape="row" count={3} />
        ) : user.isError ? (
          <ErrorState error={user.error} onRetry={() => void user.refetch()} />
        ) : (
          <>
            <section className={css.card}>
              <div className={css.profileHead}>
                <Avatar index={user.data.avatar} size="lg" />
                <div>
                  <h2 className={css.heading} data-testid="user-name">
                    {user.data.name}
                  </h2>
                  <p className={css.muted}>{t('account.userId', { id: user.data.userId })}</p>
                  {user.data.vipLevel > 0 ? <p className={css.muted}>{user.data.vipName || t('account.vipLevel', { level: user.data.vipLevel })}</p> : null}
                </div>
                {user.data.vipLevel > 0 ? <VipBadge level={user.data.vipLevel} size="md" /> : null}
              </div>
            </section>
            <section className={css.card} aria-label={t('wallet.title')}>
              <ul className={css.list}>
                <li className={css.row}>
                  <span>{t('wallet.availableBalance')}</span>
                  <span className={css.chip}>{formatMoney(user.data.balance, { locale, currency })}</span>
                </li>
                <li className={css.row}>
                  <span>{t('nav.rewards')}</span>
                  <span className={css.chip}>{formatMoney(user.data.bonus, { locale, currency })}</span>
                </li>
                <li className={css.row}>
                  <span>{t('points.balance')}</span>
                  <span className={css.chip}>{user.data.points}</span>
                </li>
              </ul>
            </section>
          </>
        )}
        <RewardsLinks />
        <nav className={css.card}>
          <ul className={css.list}>
            {hasPage('/bonus') ? (
              <li>
                <Link className={css.row} to="/bonus" data-testid="account-bonus" onClick={() => void s.reporter.track(TRACKED_EVENTS.bonusMenu)}>
                  {t('bonus.title')}
                </Link>
              </li>
            ) : null}
            {s.config.features.trading && hasPage('/trade') ? (
              <>
                <li>
                  <Link className={css.row} to="/trade" data-testid="account-trade">
                    {t('nav.trade')}
                  </Link>
                </li>
                <li>
                  <Link className={css.row} to="/trade/orders">
                    {t('nav.order')}
                  </Link>
                </li>
              </>
            ) : null}
            {s.config.invite ? (
              <li>
                <button type="button" className={css.row} onClick={() => void import('../invite/useInviteActions').then((m) => m.openInvitePopup(s, t))}>
                  {t('invite.inviteFriends')}
                </button>
              </li>
            ) : null}
            <li>
              <Link className={css.row} to="/profile">
                <span>{t('nav.profile')}</span>
                <span className={css.rowValue}>{t('account.security')}</span>
              </Link>
            </li>
            <li>
              {s.config.capabilities.languagePopup ? (
                <button type="button" className={css.row} onClick={() => openLanguagePopup(s, locale, setLanguage)}>
                  <span>{t('account.language')}</span>
                  <span className={css.rowValue}>{LOCALE_INFO[locale].nativeName}</span>
                </button>
              ) : (
                <Link className={css.row} to="/profile#language">
                  <span>{t('account.language')}</span>
                  <span className={css.rowValue}>{LOCALE_INFO[locale].nativeName}</span>
                </Link>
              )}
            </li>
            <li>
              <Link className={css.row} to="/responsibleGaming" data-testid="account-responsible-gaming">
                {t('protection.title')}
              </Link>
            </li>
            <li>
              <Link className={css.row} to="/telegram">
                {t('help.telegram')}
              </Link>
            </li>
            <li>
              <Link className={css.row} to="/faq">
                {t('help.faq')}
              </Link>
            </li>
            <li>
              <Link className={css.row} to="/aboutus">
                {t('account.aboutUs')}
              </Link>
            </li>
            <li>
              <Link className={css.row} to="/privacy">
                {t('account.privacyPolicy')}
              </Link>
            </li>
            <li>
              <button type="button" className={css.row} onClick={() => void checkUpdate()}>
                <span>{t('account.checkUpdate')}</span>
                <span className={css.rowValue}>{t('account.version', { version: APP_VERSION })}</span>
              </button>
            </li>
            {installable ? (
              <li>
                <button type="button" className={css.row} onClick={() => void s.install.prompt()}>
                  {t('popups.appDownload.install')}
                </button>
              </li>
            ) : null}
          </ul>
        </nav>
        <button type="button" className={css.button.secondary} onClick={() => askSignOut('here')}>
          {t('account.signOut')}
        </button>
        <button type="button" className={css.button.secondary} onClick={() => askSignOut('everywhere')}>
          {t('account.signOutEverywhere')}
        </button>
      </div>
      {confirming === 'here' ? (
        <ConfirmDialog
          title={t('account.signOut')}
          message={t('account.signOutConfirm')}
          confirmLabel={t('account.signOut')}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            setConfirming(null);
            signOut();
          }}
        />
      ) : null}
      {confirming === 'everywhere' ? (
        <ConfirmDialog
          title={t('account.signOutEverywhere')}
          message={t('account.signOutEverywhereConfirm')}
          confirmLabel={t('account.signOutEverywhere')}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            setConfirming(null);
            void signOutEverywhere();
          }}
        />
      ) : null}
    </>
  );
}
