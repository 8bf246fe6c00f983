// /bonus (spec §2 bonus list): the bonus wallet and its grants by status (processing, completed,
// expired, spec §4), each with its kind, amount, turnover progress (play-through bonuses) and dates,
// and the spec §6 rule the player's bonus follows (bonusRule.ts).
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '@perya/i18n';
import { useQuery } from '@tanstack/react-query';
import { bonusListQuery } from '@perya/api/queries';
import type { BonusRecord } from '@perya/api/contract';
import { BONUS_STATUSES, GMT8_LABEL, formatGmt8, formatMoney, isLocaleCode, type BonusRule, type BonusStatus, type LocaleCode } from '@perya/domain';
import { Badge, ButtonLink, Card, EmptyState, ErrorState, Inline, NavBar, ProgressBar, Skeleton, Stack, Tabs, Text, useCurrency } from '@perya/ui';
import { EmptyArt } from '../../components/FeatureIcon';
import { HeroFigure, IconTile } from '../../components/HeroFigure';
import { useServices } from '../../services/services';
import { hasPage } from '../../routing/pages';
import { Pager } from '../../components/Pager';
import { bonusTone } from './promoLogic';
import { BONUS_RULE_TEXT, useBonusRule } from './bonusRule';
import * as layout from '../../app/layout.css';
import * as css from './promotions.css';

/** Grants per page: a player rarely has more; the pager covers the rest. */
export const BONUS_PAGE_SIZE = 20;

function isStatus(v: string | null): v is BonusStatus {
  return v !== null && (BONUS_STATUSES as readonly string[]).includes(v);
}

function BonusItem({ record, locale, rule }: { record: BonusRecord; locale: LocaleCode; rule: BonusRule }) {
  const currency = useCurrency();
  const { t } = useTranslation();
  const date = (ms: number) => formatGmt8(ms, locale, { dateStyle: 'medium', timeStyle: 'short' });
  const money = (minor: number) => formatMoney(minor, { locale, currency });
  return (
    <li data-testid="bonus-item" data-status={record.status}>
      <Card padding="md">
      <Inline space="sm" align="spaceBetween" alignY="top" wrap={false}>
        <Inline space="sm" alignY="top" wrap={false}>
          <IconTile icon="gift" />
          <Stack space="xxs">
            <Text as="h2" weight="semibold">
              {record.title || t(`bonus.kinds.${record.kind}`)}
            </Text>
            <Text size="sm" tone="muted">
              {t(`bonus.kinds.${record.kind}`)}
            </Text>
          </Stack>
        </Inline>
        <Text as="span" size="lg" weight="bold" tabular className={css.nowrap}>
          {money(record.amount)}
        </Text>
      </Inline>
      {rule === 'tradingOnly' ? null : record.turnoverRequired > 0 ? (
        <ProgressBar
          label={t('bonus.turnover')}
          value={record.turnoverDone}
          max={record.turnoverRequired}
          valueText={`${money(Math.min(record.turnoverDone, record.turnoverRequired))} / ${money(record.turnoverRequired)}`}
        />
      ) : (
        <Text size="sm" tone="muted">
          {t('bonus.noTurnover')}
        </Text>
      )}
      <Inline space="sm" align="spaceBetween">
        <Stack space="xxs">
        <Text as="span" size="xs" tone="muted">{t('bonus.grantedAt', { date: date(record.createTime) })}</Text>
        <Text as="span" size="xs" tone="muted">
          {record.status === 'completed'
            ? t('bonus.completedAt')
            : record.expireTime === null
              ? t('bonus.noExpiry')
              : record.status === 'expired'
                ? t('bonus.expiredAt', { date: date(record.expireTime) })
                : t('bonus.expiresAt', { date: date(record.expireTime) })}
        </Text>
        </Stack>
        <Badge tone={bonusTone(record.status)}>{t(`bonus.${record.status}`)}</Badge>
      </Inline>
      </Card>
    </li>
  );
}

export default function BonusPage() {
  const currency = useCurrency();
  const s = useServices();
  const { t, i18n } = useTranslation();
  const locale = isLocaleCode(i18n.language) ? i18n.language : s.config.defaultLocale;
  const rule = useBonusRule();
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const status: BonusStatus = isStatus(rawStatus) ? rawStatus : 'processing';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery({ ...bonusListQuery({ status, pageNum: page, pageSize: BONUS_PAGE_SIZE }), placeholderData: (prev) => prev });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / BONUS_PAGE_SIZE)) : 1;
  const go = (next: { status?: BonusStatus; page?: number }) =>
    setParams({ status: next.status ?? status, page: String(next.page ?? 1) }, { replace: true });

  return (
    <>
      <NavBar title={t('bonus.title')} />
      <div className={layout.page} data-page="bonus">
        <HeroFigure icon="gift" label={t('bonus.wallet')} figure={list.data ? formatMoney(list.data.bonusBalance, { locale, currency }) : '—'} figureTestId="bonus-balance">
          <Text size="sm" tone="onPrimary" data-testid="bonus-rule">
            {t(BONUS_RULE_TEXT[rule])}
          </Text>
        </HeroFigure>
        {s.config.features.trading && hasPage('/trade') ? (
          <ButtonLink href="/trade" variant="secondary" fullWidth data-testid="bonus-trade">
            {t('trade.tradeNow')}
          </ButtonLink>
        ) : null}
        <Tabs
          label={t('bonus.title')}
          appearance="pill"
          fill
          items={BONUS_STATUSES.map((id) => ({ id, label: t(`bonus.${id}`) }))}
          value={status}
          onChange={(id) => go({ status: id, page: 1 })}
        />
        {list.isPending ? (
          <Skeleton shape="row" count={4} />
        ) : list.isError ? (
          <ErrorState error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data.list.length === 0 ? (
          <EmptyState title={t('bonus.empty')} art={<EmptyArt name="gift" />} />
        ) : (
          <>
            <Text size="xs" tone="muted">
              {t('wallet.timesIn', { zone: GMT8_LABEL })}
            </Text>
            <Stack as="ul" space="sm" className={css.plainList} aria-busy={list.isFetching} data-testid="bonus-list">
              {list.data.list.map((r) => (
                <BonusItem key={r.id} record={r} locale={locale} rule={rule} />
              ))}
            </Stack>
            <Pager page={page} pages={pages} onPage={(p) => go({ page: p })} />
          </>
        )}
      </div>
    </>
  );
}
