// /trade/orders (spec §1 "orders active and history"): the player's open orders with their countdown
// and the settled ones with their result, on the demo or the real account.
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '@perya/i18n';
import { useQuery } from '@tanstack/react-query';
import { tradeOrdersQuery } from '@perya/api/queries/trade';
import { isLocaleCode } from '@perya/domain';
import { EmptyState, ErrorState, NavBar, Skeleton, Stack, Tabs } from '@perya/ui';
import { useServices } from '../../services/services';
import { Pager } from '../../components/Pager';
import { OrderCard } from './OrderCard';
import { AccountSwitch } from './AccountSwitch';
import { useTradeAccount } from './tradeLive';
import * as layout from '../../app/layout.css';

const PAGE_SIZE = 20;
const STATUSES = ['active', 'history'] as const;
type Status = (typeof STATUSES)[number];

export default function TradeOrdersPage() {
  const s = useServices();
  const { t, i18n } = useTranslation();
  const locale = isLocaleCode(i18n.language) ? i18n.language : s.config.defaultLocale;
  const [account, setAccount] = useTradeAccount();
  const [params, setParams] = useSearchParams();
  const status: Status = params.get('status') === 'history' ? 'history' : 'active';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const orders = useQuery({
    ...tradeOrdersQuery({ status, account, pageNum: page, pageSize: PAGE_SIZE }),
    // Open orders settle by themselves: look again every second while any is open.
    placeholderData: (prev) => prev,
    refetchInterval: (q) => (status === 'active' && (q.state.data?.list.length ?? 0) > 0 ? 1_000 : false),
  });
  const pages = orders.data ? Math.max(1, Math.ceil(orders.data.total / PAGE_SIZE)) : 1;

  return (
    <>
      <NavBar title={t('trade.ordersTitle')} />
      <div className={layout.page} data-page="trade-orders">
        <AccountSwitch account={account} onChange={setAccount} />
        <Tabs
          label={t('trade.ordersTitle')}
          appearance="pill"
          fill
          items={STATUSES.map((id) => ({ id, label: t(`trade.orders.${id}`) }))}
          value={status}
          onChange={(id) => setParams({ status: id }, { replace: true })}
        />
        {orders.isPending ? (
          <Skeleton shape="row" count={4} />
        ) : orders.isError ? (
          <ErrorState error={orders.error} onRetry={() => void orders.refetch()} />
        ) : orders.data.list.length === 0 ? (
          <EmptyState title={t(status === 'active' ? 'trade.noActive' : 'trade.noHistory')} />
        ) : (
          <>
            <Stack as="ul" space="sm" padding="none" marginTop="none" marginBottom="none" data-testid="trade-orders">
              {orders.data.list.map((o) => (
                <OrderCard key={o.orderNo} order={o} locale={locale} />
              ))}
            </Stack>
            <Pager page={page} pages={pages} onPage={(p) => setParams({ status, page: String(p) }, { replace: true })} />
          </>
        )}
      </div>
    </>
  );
}
