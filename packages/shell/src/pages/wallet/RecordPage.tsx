// /record (spec §2, §7 finance/list): the wallet's records newest first, with paging and filters
// (every record, one wallet, deposits, withdrawals).
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '@perya/i18n';
import { useQuery } from '@tanstack/react-query';
import { financeListQuery, gameAllListQuery } from '@perya/api/queries';
import type { FinanceBonus } from '@perya/api/contract';
import { GMT8_LABEL, formatGmt8, formatMoney, isLocaleCode } from '@perya/domain';
import { EmptyState, ErrorState, NavBar, Skeleton, Tabs, useCurrency } from '@perya/ui';
import { useServices } from '../../services/services';
import { tData } from '../../services/t';
import { Pager } from '../../components/Pager';
import { actionableWithdrawal, financeRequest, pageCount, providerGameTitle, RECORD_FILTERS, recordGame, recordLabelKey, recordStatusKey, recordWallet, type RecordFilter } from './walletLogic';
import { WithdrawalActions } from '../../components/WithdrawalActions';
import { useBonusRule, useBonusRuleText } from '../promotions/bonusRule';
import * as layout from '../../app/layout.css';
import * as ui from '../../components/ui.css';
import * as css from './wallet.css';

const RECORD_PAGE_SIZE = 20;

function isFilter(v: string | null): v is RecordFilter {
  return v !== null && (RECORD_FILTERS as readonly string[]).includes(v);
}

export default function RecordPage() {
  const currency = useCurrency();
  const s = useServices();
  const { t, i18n } = useTranslation();
  const locale = isLocaleCode(i18n.language) ? i18n.language : s.config.defaultLocale;
  const [params, setParams] = useSearchParams();
  const rawFilter = params.get('filter');
  const filter: RecordFilter = isFilter(rawFilter) ? rawFilter : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const records = useQuery({ ...financeListQuery(financeRequest(filter, page, RECORD_PAGE_SIZE)), placeholderData: (prev) => prev });
  const pages = records.data ? pageCount(records.data.total, RECORD_PAGE_SIZE) : 1;
  // The catalogue (the lobby's query, usually cached) titles provider games by name.
  const catalogue = useQuery(gameAllListQuery({}));
  const games = catalogue.data?.list ?? [];
  const bonusRule = useBonusRule();
  const bonusRuleText = useBonusRuleText();
  const money = (minor: number) => formatMoney(minor, { locale, currency });
  /**
   * Issue 23 §1 "records explain every bonus movement": what happened to the bonus (granted, turned
   * into cash, expired) and, for one still running, how far its turnover is (where it can convert).
   */
  const bonusLines = (b: FinanceBonus): { title: string; detail: string | null } => {
    const title = t(`wallet.bonusMove.${b.move}`, { offer: b.offer });
    const amounts = { done: money(b.turnoverDone), required: money(b.turnoverRequired) };
    if (b.move === 'expiry' || (b.move === 'grant' && b.status === 'expired'))
      return { title, detail: b.turnoverRequired > 0 ? t('wallet.bonusMove.expired', amounts) : null };
    if (b.status === 'completed') return { title, detail: t('wallet.bonusMove.converted') };
    // A bonus that never turns into cash (trading only): what it is good for.
    if (bonusRule !== 'playThrough') return { title, detail: b.move === 'grant' ? bonusRuleText : null };
    if (b.turnoverRequired === 0) return { title, detail: null };
    return {
      title,
      detail:
        b.expireTime === null
          ? t('wallet.bonusMove.turnover', amounts)
          : t('wallet.bonusMove.turnoverUntil', { ...amounts, date: formatGmt8(b.expireTime, locale, { dateStyle: 'medium' }) }),
    };
  };
  const go = (next: { filter?: RecordFilter; page?: number }) =>
    setParams({ filter: next.filter ?? filter, page: String(next.page ?? 1) }, { replace: true });
  const signed = (text: string, amount: number) => `${amount > 0 ? '+' : ''}${text}`;
  // Points are counted, never money (spec §1); a bonus-wallet movement says it is bonus money.
  const amountText = (wallet: 'main' | 'bonus' | 'points', amount: number) =>
    wallet === 'points'
      ? t('missions.award.points', { count: amount.toLocaleString('en-US') })
      : wallet === 'bonus' && filter !== 'bonus'
        ? t('missions.award.bonus', { amount })
        : formatMoney(amount, { locale, currency });

  return (
    <>
      <NavBar title={t('wallet.records')} />
      <div className={layout.page} data-page="record">
        <Tabs
          label={t('wallet.records')}
          appearance="pill"
          items={RECORD_FILTERS.map((id) => ({ id, label: t(`wallet.filter.${id}`) }))}
          value={filter}
          onChange={(id) => go({ filter: id, page: 1 })}
        />
        {records.isPending ? (
          <Skeleton shape="row" count={6} />
        ) : records.isError ? (
          <ErrorState error={records.error} onRetry={() => void records.refetch()} />
        ) : records.data.list.length === 0 ? (
          <EmptyState title={t('wallet.noRecords')} />
        ) : (
          <>
            <p className={ui.muted}>{t('wallet.timesIn', { zone: GMT8_LABEL })}</p>
            <section className={ui.card}>
              <ul className={ui.list} aria-busy={records.isFetching} data-testid="records">
                {records.data.list.map((r) => {
                  const wallet = recordWallet(filter, r);
                  const game = recordGame(r.amountType, r.remark);
                  const withdrawal = actionableWithdrawal(r);
                  const explained = r.bonus === undefined ? null : bonusLines(r.bonus);
                  return (
                  <li key={r.id} className={css.recordRow} data-amount-type={r.amountType} data-wallet={wallet} data-bonus-move={r.bonus?.move}>
                    <span>
                      {explained === null
                        ? tData(t, recordLabelKey(r.amountType, r.remark), {
                            defaultValue: t('wallet.amountType.other'),
                          })
                        : explained.title}
                      {game === null ? null : (
                        <span data-testid="record-game">
                          {' · '}
                          {game.kind === 'inHouse'
                            ? tData(t, game.nameKey)
                            : (providerGameTitle(games, game.provider, game.gameId) ?? `${game.provider.toUpperCase()} ${game.gameId}`)}
                        </span>
                      )}
                    </span>
                    <span className={r.amount >= 0 ? css.credit : css.debit}>
                      {signed(amountText(wallet, r.amount), r.amount)}
                    </span>
                    <span className={ui.muted}>
                      {formatGmt8(r.createTime, locale, { dateStyle: 'short', timeStyle: 'short' })}
                      {r.orderStatus === undefined ? null : (
                        <span data-testid="record-status" data-status={r.orderStatus}>
                          {' · '}
                          {tData(t, recordStatusKey(r.amountType, r.orderStatus))}
                        </span>
                      )}
                    </span>
                    <span className={ui.muted}>
                      {t('wallet.balanceAfter', {
                        amount: wallet === 'points' ? amountText(wallet, r.balanceAfter) : formatMoney(r.balanceAfter, { locale, currency }),
                      })}
                    </span>
                    {withdrawal === null ? null : <WithdrawalActions orderNo={withdrawal.orderNo} status={withdrawal.status} ratedStars={withdrawal.ratedStars} layout="row" />}
                    {explained?.detail == null ? null : (
                      <span className={`${ui.muted} ${css.spanRow}`} data-testid="record-bonus-detail">
                        {explained.detail}
                      </span>
                    )}
                  </li>
                  );
                })}
              </ul>
            </section>
            <Pager page={page} pages={pages} onPage={(p) => go({ page: p })} />
          </>
        )}
      </div>
    </>
  );
}
