// One order (spec §3 Trade: order number, direction, invested amount, price, profit, demo or real,
// created time): open with its countdown, or settled with its close price and result.
import { useTranslation } from '@perya/i18n';
import type { TradeOrder } from '@perya/api/contract';
import { findTradeSymbol, formatGmt8, formatMoney, formatTradePrice, type CurrencyCode, type LocaleCode } from '@perya/domain';
import { useCurrency } from '@perya/ui';
import { useSecondsLeft } from './tradeLive';
import * as ui from '../../components/ui.css';
import * as css from './trade.css';

export function moneyOf(account: TradeOrder['account'], locale: LocaleCode, currency?: CurrencyCode) {
  return (minor: number) => formatMoney(minor, { locale, ...(currency === undefined ? {} : { currency }), demo: account === 'demo' });
}

export function OrderCard({ order, locale }: { order: TradeOrder; locale: LocaleCode }) {
  const { t } = useTranslation();
  const left = useSecondsLeft(order.status === 'open' ? order.expiresAt : undefined);
  const currency = useCurrency();
  const money = moneyOf(order.account, locale, currency);
  const name = findTradeSymbol(order.symbol)?.name ?? order.symbol;
  const price = (p: number) => formatTradePrice(p, order.decimals);
  const resultTone = order.status === 'win' ? 'up' : order.status === 'loss' ? 'down' : 'flat';
  return (
    <li className={ui.card} data-testid="trade-order" data-status={order.status} data-order={order.orderNo}>
      <div className={css.orderHead}>
        <h2 className={css.orderTitle}>
          {name}
          <span className={css.dirBadge[order.direction]}>{t(`trade.${order.direction}`)}</span>
        </h2>
        {order.status === 'open' ? (
          <span className={css.countdown} data-testid="trade-countdown">
            {t('trade.closesIn', { seconds: left })}
          </span>
        ) : (
          <span className={`${css.orderResult} ${css.tone[resultTone]}`} data-testid="trade-result">
            {t(`trade.result.${order.status}`)} {order.profit > 0 ? '+' : ''}
            {order.profit < 0 ? `−${money(-order.profit)}` : money(order.profit)}
          </span>
        )}
      </div>
      <dl className={css.orderGrid}>
        <dt className={css.orderTerm}>{t('trade.invest')}</dt>
        <dd className={css.orderValue}>{money(order.invest)}</dd>
        <dt className={css.orderTerm}>{t('trade.entryPrice')}</dt>
        <dd className={css.orderValue}>{price(order.entryPrice)}</dd>
        {order.closePrice !== null ? (
          <>
            <dt className={css.orderTerm}>{t('trade.closePrice')}</dt>
            <dd className={css.orderValue}>{price(order.closePrice)}</dd>
          </>
        ) : null}
        <dt className={css.orderTerm}>{t('trade.profit')}</dt>
        <dd className={css.orderValue}>{order.profitPct}%</dd>
        <dt className={css.orderTerm}>{t('trade.createdTime')}</dt>
        <dd className={css.orderValue}>{formatGmt8(order.createdAt, locale, { dateStyle: 'short', timeStyle: 'medium' })}</dd>
        <dt className={css.orderTerm}>{t('trade.orderNumber')}</dt>
        <dd className={css.orderValue}>{order.orderNo}</dd>
      </dl>
    </li>
  );
}
