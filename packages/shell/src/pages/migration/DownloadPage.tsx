// The main app's download page (spec §2 "a download page for the main app takes the migrate award
// and a copied text as query parameters"), our route /download. A child app's migrate-over tip
// brings the player here (spec §4): the award, the account link to copy (spec §8 "copy failed" when
// the clipboard refuses), the main app's download (its boot info's newSideUrl, the migration
// target), the browser's install prompt, and opening the main app here: /transferToMain for the
// account the copied link hands over (spec §4), else its trade detail page (spec §2 "opening the
// main app uses a deep link to a trade detail page"), or home in a build without trading.
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '@perya/i18n';
import { EVENT_APK_BUTTON_CLICK, migrationHandOff, parseDownloadQuery, tradeDetailPath, transferToMainPath, TRACKED_EVENTS } from '@perya/domain';
import { useQuery } from '@tanstack/react-query';
import { appBootQuery } from '@perya/api/queries';
import { BrandLogo, Button, ButtonLink, Card, CopyField, Heading, NavBar, Stack, Text } from '@perya/ui';
import { ReplaceLink } from '../../app/RouterLink';
import { useServices } from '../../services/services';
import { useInstallAvailable } from '../../pwa/useInstall';
import { hasPage } from '../../routing/pages';
import * as layout from '../../app/layout.css';

/** Only a web address is offered as the download (never a script URL from the operator's config). */
const isWebUrl = (url: string | undefined): url is string => url !== undefined && /^https?:\/\//i.test(url);

export default function DownloadPage() {
  const s = useServices();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { migrateAward, copyText } = parseDownloadQuery(params);
  const handOff = migrationHandOff(copyText);
  const installable = useInstallAvailable();
  // The boot info is optional here: without it the page still copies and opens the main app.
  const boot = useQuery({ ...appBootQuery({ appId: s.config.env.bootAppId }), retry: false, staleTime: Infinity });
  const apk = boot.data?.newSideUrl;
  const openMain = handOff ? transferToMainPath(handOff) : s.config.features.trading && hasPage(tradeDetailPath()) ? tradeDetailPath() : '/';

  return (
    <>
      <NavBar title={t('nav.download')} />
      <div className={layout.page} data-page="download">
        <Card>
          <Stack space="md" align="center">
            <BrandLogo src={s.config.logo} size="lg" />
            <Heading level={1} align="center">
              {s.config.title}
            </Heading>
            <Text align="center">{t('pages.downloadBody')}</Text>
            {migrateAward === null ? null : (
              <Heading level={2} align="center" data-testid="download-award">
                {t('pages.downloadAward', { amount: migrateAward })}
              </Heading>
            )}
          </Stack>
        </Card>
        {copyText === '' ? null : (
          <Card>
            <Stack space="sm">
              <CopyField
                value={copyText}
                label={t('pages.downloadCopyLabel')}
                copyLabel={t('common.copy')}
                copiedText={t('common.copied')}
                copyFailedText={t('messages.copyFailed')}
              />
              <Text tone="muted" size="sm">
                {t('pages.downloadCopyHint')}
              </Text>
            </Stack>
          </Card>
        )}
        <Stack space="sm">
          {isWebUrl(apk) ? (
            <ButtonLink
              href={apk}
              external={{}}
              variant="primary"
              size="lg"
              fullWidth
              data-testid="download-apk"
              onClick={() => {
                // spec §5: the fixed map's apkButton.click and the tracked "APK download".
                void s.reporter.report(EVENT_APK_BUTTON_CLICK);
                void s.reporter.track(TRACKED_EVENTS.apkDownload);
              }}
            >
              {t('pages.downloadApk')}
            </ButtonLink>
          ) : null}
          {installable ? (
            <Button variant="secondary" fullWidth onClick={() => void s.install.prompt()}>
              {t('popups.appDownload.install')}
            </Button>
          ) : null}
          <ButtonLink href={openMain} linkComponent={ReplaceLink} variant={isWebUrl(apk) ? 'secondary' : 'primary'} size="lg" fullWidth data-testid="download-open-main">
            {t('popups.migration.jumpToMain')}
          </ButtonLink>
        </Stack>
      </div>
    </>
  );
}
