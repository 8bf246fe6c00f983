// The guaranteed-payout activities (spec §1, §3 guaranteed activity, §7 act-guaranteed): each with
// its amount, period and status; its details (rules, eligible games, the status as the server has
// it now) on demand; Receive when due. A closed event answers 'The event has been closed.' (spec
// §8), shown under the button.
import { useState } from 'react';
import { useTranslation } from '@perya/i18n';
import { useMutation, useQuery } from '@tanstack/react-query';
import { guaranteedActDetailStatusQuery, guaranteedActListQuery, guaranteedReceiveBonusMutation } from '@perya/api/queries';
import type { GuaranteedActivity } from '@perya/api/contract';
import { formatGmt8, formatMoney, type LocaleCode } from '@perya/domain';
import { Badge, Box, Button, Card, EmptyState, ErrorState, Heading, Inline, Skeleton, Stack, Text, useCurrency } from '@perya/ui';
import { EmptyArt } from '../../components/FeatureIcon';
import { IconTile } from '../../components/HeroFigure';
import { useServices } from '../../services/services';
import { useErrorText } from '../auth/useApiError';
import { guaranteedTone } from './promoLogic';
import * as css from './promotions.css';

function Details({ id, locale }: { id: string; locale: LocaleCode }) {
  const currency = useCurrency();
  const { t } = useTranslation();
  const detail = useQuery(guaranteedActDetailStatusQuery({ id }));
  if (detail.isPending) return <Skeleton shape="row" count={2} />;
  if (detail.isError) return <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  const a = detail.data;
  return (
    <Box background="surfaceSunken" borderRadius="md" padding="md" data-testid="guaranteed-detail">
      <Stack space="sm">
        <Inline space="sm">
          <Badge tone={guaranteedTone(a.receiveStatus)}>{t(`guaranteed.status.${a.receiveStatus}`)}</Badge>
          {a.receivedAmount > 0 ? (
            <Text as="span" size="sm" tone="muted">
              {t('guaranteed.received', { amount: a.receivedAmount })}
            </Text>
          ) : null}
        </Inline>
        {a.details ? <Text size="sm">{a.details}</Text> : null}
        {a.gameArray.length > 0 ? (
          <Text size="sm" tone="muted">
            {t('guaranteed.games')}: {a.gameArray.join(', ')}
          </Text>
        ) : null}
        <Text size="sm" tone="muted" tabular>
          {formatMoney(a.actAmount, { locale, currency })}
        </Text>
      </Stack>
    </Box>
  );
}

function Activity({ activity, locale }: { activity: GuaranteedActivity; locale: LocaleCode }) {
  const currency = useCurrency();
  const s = useServices();
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const receive = useMutation(guaranteedReceiveBonusMutation({
    // The refusal is shown under the button; a toast on top would say it twice.
    callOptions: { noToast: true },
    onSuccess: (res) => s.popups.toast(t('guaranteed.receivedToast', { amount: res.receivedAmount }), { tone: 'success' }),
  }));
  const date = (ms: number) => formatGmt8(ms, locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <li data-testid="guaranteed-item" data-status={activity.receiveStatus}>
      <Card padding="md">
      <Inline space="sm" align="spaceBetween" alignY="top" wrap={false}>
        <Inline space="sm" alignY="top" wrap={false}>
          <IconTile icon="shield" />
          <Text as="h3" weight="semibold">
            {activity.title}
          </Text>
        </Inline>
        <Badge tone={guaranteedTone(activity.receiveStatus)}>{t(`guaranteed.status.${activity.receiveStatus}`)}</Badge>
      </Inline>
      <Inline space="sm" align="spaceBetween">
        <Text as="span" size="sm" tone="muted">
          {t('guaranteed.actAmount')}
        </Text>
        <Text as="span" size="lg" weight="bold" tabular>
          {formatMoney(activity.actAmount, { locale, currency })}
        </Text>
      </Inline>
      {activity.receivedAmount > 0 ? (
        <Text size="sm" tone="success">
          {t('guaranteed.received', { amount: activity.receivedAmount })}
        </Text>
      ) : null}
      <Text size="xs" tone="muted">
        {t('guaranteed.period', { start: date(activity.startTime), end: date(activity.endTime) })}
      </Text>
      {open ? <Details id={activity.id} locale={locale} /> : null}
      <Inline space="sm">
        <Button variant="secondary" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
          {t('common.details')}
        </Button>
        {activity.receiveStatus === 'CLAIMABLE' ? (
          <Button size="sm" loading={receive.isPending} onClick={() => receive.mutate({ id: activity.id })}>
            {t('guaranteed.receive')}
          </Button>
        ) : null}
      </Inline>
      {receive.isError ? (
        <Text size="sm" tone="danger" role="alert">
          {errorText(receive.error)}
        </Text>
      ) : null}
      </Card>
    </li>
  );
}

export function GuaranteedSection({ locale, enabled }: { locale: LocaleCode; enabled: boolean }) {
  const { t } = useTranslation();
  const list = useQuery({ ...guaranteedActListQuery(), enabled });
  return (
    <Stack as="section" space="sm" aria-labelledby="promo-guaranteed" id="guaranteed">
      <Heading level={2} id="promo-guaranteed">
        {t('guaranteed.title')}
      </Heading>
      {list.isPending ? (
        <Skeleton shape="row" count={3} />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <EmptyState title={t('guaranteed.none')} art={<EmptyArt name="shield" />} headingLevel={3} />
      ) : (
        <Stack as="ul" space="sm" className={css.plainList}>
          {list.data.list.map((a) => (
            <Activity key={a.id} activity={a} locale={locale} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
