// The account page: who the player is, their wallets, and the way to profile, help and sign out.
// Black-gold brands choose the language and confirm the sign out in their popups (spec §2).
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@perya/i18n';
import { APP_VERSION, isLocaleCode, LOCALE_INFO, TRACKED_EVENTS } from '@perya/domain';
import { Avatar, Box, Button, Card, ErrorState, Heading, Inline, ListGroup, ListRow, Money, NavBar, Skeleton, Stack, Text } from '@perya/ui';
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

// Loaded only while the player is on a break they chose (issue 15).
const ExclusionBanner = lazy(() => import('../protection/ExclusionBanner'));

export default function AccountPage() {
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
  const trading = s.config.features.trading && hasPage('/trade');

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
            <Card>
              <Inline space="md" alignY="center" wrap={false}>
                <Avatar index={user.data.avatar} size="lg" />
                <Box flexGrow={1} minWidth="0">
                  <Stack space="xxs">
                    <Heading level={2} data-testid="user-name">
                      {user.data.name}
                    </Heading>
                    <Text tone="muted" size="sm">
                      {t('account.userId', { id: user.data.userId })}
                    </Text>
                    {user.data.vipLevel > 0 ? (
                      <Text tone="muted" size="sm">
                        {user.data.vipName || t('account.vipLevel', { level: user.data.vipLevel })}
                      </Text>
                    ) : null}
                  </Stack>
                </Box>
                {user.data.vipLevel > 0 ? <VipBadge level={user.data.vipLevel} size="md" /> : null}
              </Inline>
            </Card>
            <section aria-label={t('wallet.title')}>
              <ListGroup>
                <ListRow label={t('wallet.availableBalance')} value={<Money amount={user.data.balance} />} />
                <ListRow label={t('nav.rewards')} value={<Money amount={user.data.bonus} />} />
                <ListRow label={t('points.balance')} value={String(user.data.points)} />
              </ListGroup>
            </section>
          </>
        )}
        <RewardsLinks />
        <ListGroup navLabel={t('account.title')}>
          {hasPage('/bonus') ? (
            <ListRow href="/bonus" label={t('bonus.title')} data-testid="account-bonus" onClick={() => void s.reporter.track(TRACKED_EVENTS.bonusMenu)} />
          ) : null}
          {trading ? <ListRow href="/trade" label={t('nav.trade')} data-testid="account-trade" /> : null}
          {trading ? <ListRow href="/trade/orders" label={t('nav.order')} /> : null}
          {s.config.invite ? (
            <ListRow label={t('invite.inviteFriends')} onClick={() => void import('../invite/useInviteActions').then((m) => m.openInvitePopup(s, t))} />
          ) : null}
          <ListRow href="/profile" label={t('nav.profile')} value={t('account.security')} />
          {s.config.capabilities.languagePopup ? (
            <ListRow label={t('account.language')} value={LOCALE_INFO[locale].nativeName} onClick={() => openLanguagePopup(s, locale, setLanguage)} />
          ) : (
            <ListRow href="/profile#language" label={t('account.language')} value={LOCALE_INFO[locale].nativeName} />
          )}
          <ListRow href="/responsibleGaming" label={t('protection.title')} data-testid="account-responsible-gaming" />
          <ListRow href="/telegram" label={t('help.telegram')} />
          <ListRow href="/faq" label={t('help.faq')} />
          <ListRow href="/aboutus" label={t('account.aboutUs')} />
          <ListRow href="/privacy" label={t('account.privacyPolicy')} />
          <ListRow label={t('account.checkUpdate')} value={t('account.version', { version: APP_VERSION })} onClick={() => void checkUpdate()} />
          {installable ? <ListRow label={t('popups.appDownload.install')} onClick={() => void s.install.prompt()} /> : null}
        </ListGroup>
        <Stack space="sm">
          <Button variant="secondary" fullWidth onClick={() => askSignOut('here')}>
            {t('account.signOut')}
          </Button>
          <Button variant="ghost" fullWidth onClick={() => askSignOut('everywhere')}>
            {t('account.signOutEverywhere')}
          </Button>
        </Stack>
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
