// /invite (invite-h5's Invite tab; older route) and /v3invite (black-gold): the player's invite
// code and link (copy, share, QR code), the totals, the reward rule and the fair-play rule (spec §6:
// one account and one IP per player), and the way to the records and ranking.
import { useLocation } from 'react-router-dom';
import { useTranslation } from '@perya/i18n';
import { useQuery } from '@tanstack/react-query';
import { inviteLinkQueryQuery, inviteRankingQuery } from '@perya/api/queries';
import { formatMoney, isLocaleCode } from '@perya/domain';
import { Box, Button, Card, Column, Columns, CopyField, ErrorState, Heading, ListRow, NavBar, QrCode, Skeleton, Stack, Text, useCurrency } from '@perya/ui';
import { FeatureIcon } from '../../components/FeatureIcon';
import { useServices } from '../../services/services';
import { invitePaths } from '../promotions/promoLogic';
import { useShareInvite } from './useInviteActions';
import { useSaveQrImage } from '../useSaveQrImage';
import * as layout from '../../app/layout.css';

/** The black-gold ranking popup's button: the week's top inviters (spec §2 invite ranking popup). */
function RankingButton() {
  const s = useServices();
  const { t, i18n } = useTranslation();
  const ranking = useQuery(inviteRankingQuery({ period: 'week' }));
  const locale = isLocaleCode(i18n.language) ? i18n.language : s.config.defaultLocale;
  return (
    <Button
      variant="secondary"
      fullWidth
      disabled={!ranking.data}
      onClick={() =>
        ranking.data &&
        s.popups.open('inviteRanking', {
          rows: ranking.data.list.map((r) => ({ rank: r.rank, name: r.name, amount: r.reward })),
          locale,
          title: t('invite.ranking'),
          emptyText: t('invite.noRanking'),
        })
      }
    >
      {t('invite.ranking')}
    </Button>
  );
}

/** One of the invite totals on the hero panel: the figure over its label. */
function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Column>
      <Stack space="xxs" align="center">
        <Text size="lg" weight="bold" tone="onPrimary" tabular align="center" data-testid={testId}>
          {value}
        </Text>
        <Text size="xs" tone="onPrimary" align="center">
          {label}
        </Text>
      </Stack>
    </Column>
  );
}

export default function InvitePage() {
  const currency = useCurrency();
  const s = useServices();
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const locale = isLocaleCode(i18n.language) ? i18n.language : s.config.defaultLocale;
  const paths = invitePaths(location.pathname);
  // Totals only: the records have their own page, so one row is enough here.
  const invite = useQuery(inviteLinkQueryQuery({ pageNum: 1, pageSize: 1 }));
  const share = useShareInvite();
  const saveImage = useSaveQrImage();
  const isTab = s.config.tabs.some((tab) => tab.to === location.pathname);
  const rankingPopup = s.config.capabilities.inviteRankingPopup;

  return (
    <>
      <NavBar title={t('invite.title')} back={!isTab} />
      <div className={layout.page} data-page="invite">
        {invite.isPending ? (
          <Skeleton shape="row" count={6} />
        ) : invite.isError ? (
          <ErrorState error={invite.error} onRetry={() => void invite.refetch()} />
        ) : (
          <>
            <Card tone="primary">
              <Stack space="md">
                <Stack space="xs">
                  <Heading level={2} tone="onPrimary">
                    {t('invite.inviteFriends')}
                  </Heading>
                  <Text size="sm" tone="onPrimary" data-testid="invite-reward-rule">
                    {t('invite.rewardRule', { reward: invite.data.rewardPerInvitee, min: invite.data.minDepositForReward })}
                  </Text>
                </Stack>
                <Columns space="xs" aria-label={t('invite.rewards')} role="group">
                  <Stat label={t('invite.invited')} value={String(invite.data.invitedCount)} testId="invite-invited" />
                  <Stat label={t('invite.deposited')} value={String(invite.data.depositedCount)} testId="invite-deposited" />
                  <Stat label={t('invite.totalReward')} value={formatMoney(invite.data.totalReward, { locale, currency })} testId="invite-total-reward" />
                </Columns>
              </Stack>
            </Card>
            <Card>
              <Stack space="md">
                <Box display="flex" justifyContent="center">
                  <QrCode value={invite.data.inviteLink} label={t('invite.qr')} size="md" />
                </Box>
                <CopyField value={invite.data.inviteCode} label={t('invite.myCode')} copyFailedText={t('messages.copyFailed')} copyLabel={t('common.copy')} copiedText={t('common.copied')} />
                <CopyField value={invite.data.inviteLink} label={t('invite.myLink')} copyFailedText={t('messages.copyFailed')} copyLabel={t('common.copy')} copiedText={t('common.copied')} />
                <Columns space="sm">
                  <Column display="flex" flexDirection="column">
                    <Button variant="primary" fullWidth onClick={() => void share({ code: invite.data.inviteCode, link: invite.data.inviteLink })}>
                      {t('common.share')}
                    </Button>
                  </Column>
                  <Column display="flex" flexDirection="column">
                    <Button
                      variant="secondary"
                      fullWidth
                      data-testid="invite-save-image"
                      onClick={() => void saveImage(invite.data.inviteLink, `invite-${invite.data.inviteCode}.png`)}
                    >
                      {t('invite.saveImage')}
                    </Button>
                  </Column>
                </Columns>
              </Stack>
            </Card>
            <Card padding="none">
              <nav aria-label={t('invite.records')}>
                <ListRow href={paths.records} icon={<FeatureIcon name="users" />} label={t('invite.viewRecords')} />
              </nav>
              {rankingPopup ? (
                <Box padding="md">
                  <RankingButton />
                </Box>
              ) : null}
            </Card>
            <Card title={t('invite.rules')}>
              <Stack space="sm">
                <Text>{t('invite.rewardRule', { reward: invite.data.rewardPerInvitee, min: invite.data.minDepositForReward })}</Text>
                <Text data-testid="invite-fair-play">{t('invite.fairPlay')}</Text>
              </Stack>
            </Card>
          </>
        )}
      </div>
    </>
  );
}
