// /bonus (spec §2 bonus list): the bonus wallet and its grants by status (processing, completed,
// expired, spec §4), each with its kind, amount, turnover progress (play-through bonuses) and dates,
// and the spec §6 rule the player's bonus follows (bonusRule.ts).
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from '@perya/i18n';
import { useQuery } from '@tanstack/react-query';
import { bonusListQuery } from '@perya/api/queries';
import type { BonusRecord } from '@perya/api/contract';
import { BONUS_STATUSES, GMT8_LABEL, formatGmt8, formatMoney, isLocaleCode, type BonusRule, type BonusStatus, type LocaleCode } from '@perya/domain';
import { ProgressBar, Tabs, useCurrency } from '@perya/ui';
import { useServices } from '../../services/services';
import { hasPage } from '../../routing/pages';
import { NavBar } from '../../components/NavBar';
import { Empty, ErrorState, Loading } from '../../components/PageState';
import { Pager } from '../../components/Pager';
import { bonusTone } from './promoLogic';
import { BONUS_RULE_TEXT, useBonusRule } from './bonusRule';
import * as layout from '../../app/layout.css';
import * as ui from '../../components/ui.css';
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
    <li className={ui.card} data-testid="bonus-item" data-status={record.status}>
      <div className={css.itemHead}>
        <div>
          <h2 className={css.itemTitle}>{record.title || t(`bonus.kinds.${record.kind}`)}</h2>
          <p className={ui.muted}>{t(`bonus.kinds.${record.kind}`)}</p>
        </div>
        <span className={css.amount}>{money(record.amount)}</span>
      </div>
      {rule === 'tradingOnly' ? null : record.turnoverRequired > 0 ? (
        <ProgressBar
          label={t('bonus.turnover')}
          value={record.turnoverDone}
          max={record.turnoverRequired}
          valueText={`${money(Math.min(record.turnoverDone, record.turnoverRequired))} / ${money(record.turnoverRequired)}`}
        />
      ) : (
        <p className={ui.muted}>{t('bonus.noTurnover')}</p>
      )}
      <p className={css.meta}>
        <span>{t('bonus.grantedAt', { date: date(record.createTime) })}</span>
        <span>
          {record.status === 'completed'
            ? t('bonus.completedAt')
            : record.expireTime === null
              ? t('bonus.noExpiry')
              : record.status === 'expired'
                ? t('bonus.expiredAt', { date: date(record.expireTime) })
                : t('bonus.expiresAt', { date: date(record.expireTime) })}
        </span>
        <span className={css.status} data-tone={bonusTone(record.status)}>
          {t(`bonus.${record.status}`)}
        </span>
      </p>
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
        <section className={css.hero} aria-labelledby="bonus-wallet">
          <p className={css.heroLabel} id="bonus-wallet">
            {t('bonus.wallet')}
          </p>
          <p className={css.heroAmount} data-testid="bonus-balance">
            {list.data ? formatMoney(list.data.bonusBalance, { locale, currency }) : '—'}
          </p>
          <p className={css.heroNote} data-testid="bonus-rule">
            {t(BONUS_RULE_TEXT[rule])}
          </p>
        </section>
        {s.config.features.trading && hasPage('/trade') ? (
          <Link className={ui.button.secondary} to="/trade" data-testid="bonus-trade">
            {t('trade.tradeNow')}
          </Link>
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
          <Loading rows={4} />
        ) : list.isError ? (
          <ErrorState error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data.list.length === 0 ? (
          <Empty text={t('bonus.empty')} />
        ) : (
          <>
            <p className={ui.muted}>{t('wallet.timesIn', { zone: GMT8_LABEL })}</p>
            <ul className={css.promoList} aria-busy={list.isFetching} data-testid="bonus-list">
              {list.data.list.map((r) => (
                <BonusItem key={r.id} record={r} locale={locale} rule={rule} />
              ))}
            </ul>
            <Pager page={page} pages={pages} onPage={(p) => go({ page: p })} />
          </>
        )}
      </div>
    </>
  );
}
