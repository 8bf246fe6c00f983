// One order (spec §3 Trade: order number, direction, invested amount, price, profit, demo or real,
// created time): open with its countdown, or settled with its close price and result.
import { useTranslation } from '@perya/i18n';
import type { TradeOrder } from '@perya/api/contract';
import { findTradeSymbol, formatGmt8, formatMoney, formatTradePrice, type CurrencyCode, type LocaleCode } from '@perya/domain';
import { Badge, Box, Card, Inline, Stack, Text, useCurrency } from '@perya/ui';
import { useSecondsLeft } from './tradeLive';

export function moneyOf(account: TradeOrder['account'], locale: LocaleCode, currency?: CurrencyCode) {
  return (minor: number) => formatMoney(minor, { locale, ...(currency === undefined ? {} : { currency }), demo: account === 'demo' });
}

/** One term and its value of the order's details. */
function Detail({ term, children }: { term: string; children: string }) {
  return (
    <Inline space="sm" align="spaceBetween" wrap={false}>
      <Text as="dt" size="sm" tone="muted">
        {term}
      </Text>
      <Text as="dd" size="sm" tabular align="right">
        {children}
      </Text>
    </Inline>
  );
}

/** `headingLevel`: 2 on a page of orders, 3 under a section heading (the trade detail's open trades). */
export function OrderCard({ order, locale, headingLevel = 2 }: { order: TradeOrder; locale: LocaleCode; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const left = useSecondsLeft(order.status === 'open' ? order.expiresAt : undefined);
  const currency = useCurrency();
  const money = moneyOf(order.account, locale, currency);
  const name = findTradeSymbol(order.symbol)?.name ?? order.symbol;
  const price = (p: number) => formatTradePrice(p, order.decimals);
  const resultTone = order.status === 'win' ? 'success' : order.status === 'loss' ? 'danger' : 'muted';
  return (
    <Box as="li" display="block" data-testid="trade-order" data-status={order.status} data-order={order.orderNo}>
      <Card padding="md">
        <Stack space="sm">
          <Inline space="sm" align="spaceBetween" wrap={false}>
            <Inline space="sm" wrap={false}>
              <Text as={`h${headingLevel}`} weight="bold">
                {name}
              </Text>
              <Badge tone={order.direction === 'up' ? 'success' : 'danger'}>{`${order.direction === 'up' ? '▲' : '▼'} ${t(`trade.${order.direction}`)}`}</Badge>
            </Inline>
            {order.status === 'open' ? (
              <Text as="span" size="sm" weight="bold" tone="pending" tabular data-testid="trade-countdown">
                {t('trade.closesIn', { seconds: left })}
              </Text>
            ) : (
              <Text as="span" size="sm" weight="bold" tone={resultTone} tabular data-testid="trade-result">
                {t(`trade.result.${order.status}`)} {order.profit > 0 ? '+' : ''}
                {order.profit < 0 ? `−${money(-order.profit)}` : money(order.profit)}
              </Text>
            )}
          </Inline>
          <Stack as="dl" space="xxs">
            <Detail term={t('trade.invest')}>{money(order.invest)}</Detail>
            <Detail term={t('trade.entryPrice')}>{price(order.entryPrice)}</Detail>
            {order.closePrice !== null ? <Detail term={t('trade.closePrice')}>{price(order.closePrice)}</Detail> : null}
            <Detail term={t('trade.profit')}>{`${order.profitPct}%`}</Detail>
            <Detail term={t('trade.createdTime')}>{formatGmt8(order.createdAt, locale, { dateStyle: 'short', timeStyle: 'medium' })}</Detail>
            <Detail term={t('trade.orderNumber')}>{order.orderNo}</Detail>
          </Stack>
        </Stack>
      </Card>
    </Box>
  );
}
