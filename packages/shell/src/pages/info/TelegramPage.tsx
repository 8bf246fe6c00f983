// The Telegram page: the brand's channel (the server's link when it has one) and the reportable
// telegram.click event (spec §5).
import { useTranslation } from '@perya/i18n';
import { EVENT_TELEGRAM_CLICK } from '@perya/domain';
import { useServices } from '../../services/services';
import { useQuery } from '@tanstack/react-query';
import { publicConfigValueQuery } from '@perya/api/queries';
import { NavBar } from '../../components/NavBar';
import { ErrorState, Loading } from '../../components/PageState';
import * as layout from '../../app/layout.css';
import * as css from '../../components/ui.css';

export default function TelegramPage() {
  const s = useServices();
  const { t } = useTranslation();
  const front = useQuery(publicConfigValueQuery('front_public_config'));
  const url = front.data?.telegramUrl || s.config.links.telegram;
  return (
    <>
      <NavBar title={t('help.telegram')} />
      <div className={layout.page} data-page="telegram">
        {front.isPending ? (
          <Loading />
        ) : front.isError ? (
          <ErrorState error={front.error} onRetry={() => void front.refetch()} />
        ) : (
          <section className={css.card}>
            <p className={css.paragraph}>{t('pages.telegramBody')}</p>
            <a className={css.button.primary} href={url} target="_blank" rel="noopener noreferrer" onClick={() => void s.reporter.report(EVENT_TELEGRAM_CLICK)}>
              {t('help.telegram')}
            </a>
          </section>
        )}
      </div>
    </>
  );
}
