// The emergency alert (spec §1): pushes players to the new app the operator names.
import { useEffect } from 'react';
import { useTranslation } from '@perya/i18n';
import { EVENT_EMERGENCY_PAGE_ENTER, EVENT_H5_BUTTON_CLICK } from '@perya/domain';
import { useServices } from '../../services/services';
import { useQuery } from '@tanstack/react-query';
import { publicConfigValueQuery } from '@perya/api/queries';
import { ButtonLink, Card, EmptyState, ErrorState, Heading, NavBar, Skeleton, Text } from '@perya/ui';
import * as layout from '../../app/layout.css';

export default function EmergencyAlertPage() {
  const s = useServices();
  const { t } = useTranslation();
  const front = useQuery(publicConfigValueQuery('front_public_config'));
  useEffect(() => {
    void s.reporter.report(EVENT_EMERGENCY_PAGE_ENTER);
  }, [s]);
  const url = front.data?.emergencyAlertUrl ?? '';
  return (
    <>
      <NavBar title={t('popups.emergency.title')} />
      <div className={layout.page} data-page="emergencyAlert">
        {front.isPending ? (
          <Skeleton shape="row" count={3} />
        ) : front.isError ? (
          <ErrorState error={front.error} onRetry={() => void front.refetch()} />
        ) : !/^https?:\/\//.test(url) ? (
          <EmptyState />
        ) : (
          <Card>
            <Heading level={2}>{t('popups.emergency.title')}</Heading>
            <Text>{t('popups.emergency.body')}</Text>
            <ButtonLink href={url} external={{}} variant="primary" size="lg" fullWidth onClick={() => void s.reporter.report(EVENT_H5_BUTTON_CLICK)}>
              {t('popups.appDownload.action')}
            </ButtonLink>
          </Card>
        )}
      </div>
    </>
  );
}
