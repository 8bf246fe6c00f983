// /invite (invite-h5's Invite tab; older route) and /v3invite (black-gold): the player's invite
// code and link (copy, share, QR code), the totals, the reward rule and the fair-play rule (spec §6:
// one account and one IP per player), and the way to the records and ranking.
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from '@perya/i18n';
import { useQuery } from '@tanstack/react-query';
import { inviteLinkQueryQuery, inviteRankingQuery } from '@perya/api/queries';
import { formatMoney, isLocaleCode } from '@perya/domain';
import { Button, CopyField, ErrorState, NavBar, QrCode, Skeleton, useCurrency } from '@perya/ui';
import { useServices } from '../../services/services';
import { invitePaths } from '../promotions/promoLogic';
import { useShareInvite } from './useInviteActions';
import { useSaveQrImage } from '../useSaveQrImage';
import * as layout from '../../app/layout.css';
import * as ui from '../../components/ui.css';
import * as css from '../promotions/promotions.css';

/** The black-gold ranking popup's button: the week's top inviters (spec §2 invite ranking popup). */
function RankingButton() {
  const s = useServices();
  const { t, i18n } = useTranslation();
  const ranking = useQuery(inviteRankingQuery({ period: 'week' }));
  const locale = isLocaleCode(i18n.language) ? i18n.language : s.config.defaultLocale;
  return (
    <Button variant="secondary"
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
            <section className={css.hero}>
              <p className={css.heroAmount}>{t('invite.inviteFriends')}</p>
              <p className={css.heroNote} data-testid="invite-reward-rule">
                {t('invite.rewardRule', { reward: invite.data.rewardPerInvitee, min: invite.data.minDepositForReward })}
              </p>
            </section>
            <section className={css.stats} aria-label={t('invite.rewards')}>
              <div className={css.stat}>
                <span className={css.statValue} data-testid="invite-invited">
                  {invite.data.invitedCount}
                </span>
                <span className={css.statLabel}>{t('invite.invited')}</span>
              </div>
              <div className={css.stat}>
                <span className={css.statValue} data-testid="invite-deposited">
                  {invite.data.depositedCount}
                </span>
                <span className={css.statLabel}>{t('invite.deposited')}</span>
              </div>
              <div className={css.stat}>
                <span className={css.statValue} data-testid="invite-total-reward">
                  {formatMoney(invite.data.totalReward, { locale, currency })}
                </span>
                <span className={css.statLabel}>{t('invite.totalReward')}</span>
              </div>
            </section>
            <section className={ui.card}>
              <div className={css.qr}>
                <QrCode value={invite.data.inviteLink} label={t('invite.qr')} size="md" />
              </div>
              <CopyField value={invite.data.inviteCode} label={t('invite.myCode')} copyFailedText={t('messages.copyFailed')} copyLabel={t('common.copy')} copiedText={t('common.copied')} />
              <CopyField value={invite.data.inviteLink} label={t('invite.myLink')} copyFailedText={t('messages.copyFailed')} copyLabel={t('common.copy')} copiedText={t('common.copied')} />
              <Button variant="primary"
                onClick={() => void share({ code: invite.data.inviteCode, link: invite.data.inviteLink })}
              >
                {t('common.share')}
              </Button>
              <Button variant="secondary"
                data-testid="invite-save-image"
                onClick={() => void saveImage(invite.data.inviteLink, `invite-${invite.data.inviteCode}.png`)}
              >
                {t('invite.saveImage')}
              </Button>
            </section>
            <nav className={ui.card}>
              <ul className={ui.list}>
                <li>
                  <Link className={ui.row} to={paths.records}>
                    {t('invite.viewRecords')}
                  </Link>
                </li>
              </ul>
              {rankingPopup ? <RankingButton /> : null}
            </nav>
            <section className={ui.card} aria-labelledby="invite-rules">
              <h2 className={css.sectionTitle} id="invite-rules">
                {t('invite.rules')}
              </h2>
              <p className={ui.paragraph}>{t('invite.rewardRule', { reward: invite.data.rewardPerInvitee, min: invite.data.minDepositForReward })}</p>
              <p className={ui.paragraph} data-testid="invite-fair-play">
                {t('invite.fairPlay')}
              </p>
            </section>
          </>
        )}
      </div>
    </>
  );
}
