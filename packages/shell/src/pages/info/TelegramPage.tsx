// The Telegram page: the brand's channel (the server's link when it has one) and the reportable
// telegram.click event (spec §5).
import { useTranslation } from '@perya/i18n';
import { EVENT_TELEGRAM_CLICK } from '@perya/domain';
import { useServices } from '../../services/services';
import { useQuery } from '@tanstack/react-query';
import { publicConfigValueQuery } from '@perya/api/queries';
import { ButtonLink, Card, ErrorState, NavBar, Skeleton, Text } from '@perya/ui';
import * as layout from '../../app/layout.css';

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
          <Skeleton shape="row" count={3} />
        ) : front.isError ? (
          <ErrorState error={front.error} onRetry={() => void front.refetch()} />
        ) : (
          <Card>
            <Text>{t('pages.telegramBody')}</Text>
            <ButtonLink
              href={url}
              external={{ newTab: true }}
              variant="primary"
              size="lg"
              fullWidth
              onClick={() => void s.reporter.report(EVENT_TELEGRAM_CLICK)}
            >
              {t('help.telegram')}
            </ButtonLink>
          </Card>
        )}
      </div>
    </>
  );
}
