// /record (spec §2, §7 finance/list): the wallet's records newest first, with paging and filters
// (every record, one wallet, deposits, withdrawals).
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '@perya/i18n';
import { useQuery } from '@tanstack/react-query';
import { financeListQuery, gameAllListQuery } from '@perya/api/queries';
import type { FinanceBonus } from '@perya/api/contract';
import { GMT8_LABEL, formatGmt8, formatMoney, isLocaleCode } from '@perya/domain';
import { Badge, Card, Column, Columns, EmptyState, ErrorState, Heading, NavBar, Skeleton, Stack, Tabs, Text, useCurrency, type BadgeTone } from '@perya/ui';
import type { FinanceRecord } from '@perya/api/contract';
import { useServices } from '../../services/services';
import { tData } from '../../services/t';
import { Pager } from '../../components/Pager';
import { actionableWithdrawal, financeRequest, pageCount, providerGameTitle, RECORD_FILTERS, recordGame, recordLabelKey, recordStatusKey, recordWallet, type RecordFilter } from './walletLogic';
import { WithdrawalActions } from '../../components/WithdrawalActions';
import { useBonusRule, useBonusRuleText } from '../promotions/bonusRule';
import * as layout from '../../app/layout.css';
import * as css from './cashIn.css';

const RECORD_PAGE_SIZE = 20;

/** A record's status badge: paid or credited green, held or waiting amber, failed red, the rest plain. */
function statusTone(amountType: number, status: 'pending' | 'success' | 'failed' | 'canceled'): BadgeTone {
  if (status === 'success') return 'success';
  if (status === 'pending') return 'pending';
  // A returned withdrawal is money back in the wallet, not a loss.
  if (status === 'failed') return amountType === 10 || amountType === 11 ? 'info' : 'danger';
  return 'neutral';
}

/** The records in groups of one GMT+8 day each (spec §9), newest first as the server lists them. */
function byDay(list: readonly FinanceRecord[], locale: string): { day: string; records: FinanceRecord[] }[] {
  const groups: { day: string; records: FinanceRecord[] }[] = [];
  for (const r of list) {
    const day = formatGmt8(r.createTime, locale, { dateStyle: 'medium' });
    const last = groups.at(-1);
    if (last?.day === day) last.records.push(r);
    else groups.push({ day, records: [r] });
  }
  return groups;
}

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
          <Stack space="sm">
            <Skeleton shape="text" />
            <Skeleton shape="row" count={6} />
          </Stack>
        ) : records.isError ? (
          <ErrorState error={records.error} onRetry={() => void records.refetch()} />
        ) : records.data.list.length === 0 ? (
          <EmptyState title={t('wallet.noRecords')} />
        ) : (
          <>
            <Text size="sm" tone="muted">
              {t('wallet.timesIn', { zone: GMT8_LABEL })}
            </Text>
            <Stack space="md" aria-busy={records.isFetching} data-testid="records">
              {byDay(records.data.list, locale).map((group) => (
                <Stack as="section" space="xs" key={group.day} aria-label={group.day} data-testid="record-day">
                  <Heading level={2} tone="muted">
                    {group.day}
                  </Heading>
                  <Card padding="md">
                    <Stack as="ul" className={css.list} space="sm" dividers>
                      {group.records.map((r) => {
                        const wallet = recordWallet(filter, r);
                        const game = recordGame(r.amountType, r.remark);
                        const withdrawal = actionableWithdrawal(r);
                        const explained = r.bonus === undefined ? null : bonusLines(r.bonus);
                        return (
                          <Stack as="li" space="xxs" key={r.id} data-amount-type={r.amountType} data-wallet={wallet} data-bonus-move={r.bonus?.move}>
                            <Columns space="sm" alignY="top">
                              <Column>
                                <Text weight="semibold">
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
                                </Text>
                              </Column>
                              <Column width="content">
                                <Text weight="bold" tabular align="right" tone={r.amount > 0 ? 'success' : r.amount < 0 ? 'danger' : 'neutral'}>
                                  {signed(amountText(wallet, r.amount), r.amount)}
                                </Text>
                              </Column>
                            </Columns>
                            <Columns space="sm" alignY="center">
                              <Column>
                                <Text size="sm" tone="muted" tabular>
                                  {formatGmt8(r.createTime, locale, { timeStyle: 'short' })}
                                </Text>
                              </Column>
                              <Column width="content">
                                <Text size="sm" tone="muted" tabular align="right">
                                  {t('wallet.balanceAfter', {
                                    amount: wallet === 'points' ? amountText(wallet, r.balanceAfter) : formatMoney(r.balanceAfter, { locale, currency }),
                                  })}
                                </Text>
                              </Column>
                            </Columns>
                            {r.orderStatus === undefined ? null : (
                              <span data-testid="record-status" data-status={r.orderStatus}>
                                <Badge tone={statusTone(r.amountType, r.orderStatus)}>{tData(t, recordStatusKey(r.amountType, r.orderStatus))}</Badge>
                              </span>
                            )}
                            {withdrawal === null ? null : <WithdrawalActions orderNo={withdrawal.orderNo} status={withdrawal.status} ratedStars={withdrawal.ratedStars} layout="row" />}
                            {explained?.detail == null ? null : (
                              <Text size="sm" tone="muted" data-testid="record-bonus-detail">
                                {explained.detail}
                              </Text>
                            )}
                          </Stack>
                        );
                      })}
                    </Stack>
                  </Card>
                </Stack>
              ))}
            </Stack>
            <Pager page={page} pages={pages} onPage={(p) => go({ page: p })} />
          </>
        )}
      </div>
    </>
  );
}
