// The order ticket of the trade detail page (spec §3 Trade: invest, expiry, direction, profit): the
// expiry chips with what each pays, the invest field with its steppers and quick amounts, and the
// two Up / Down buttons. Its values are a react-hook-form form checked by the order request's schema
// and the domain's bounds (useApiForm).
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from '@perya/i18n';
import type { TradeMarket } from '@perya/api/contract';
import {
  TRADE_EXPIRIES_S,
  TRADE_MIN_INVEST,
  formatMoney,
  isTradeExpiry,
  parseMoney,
  tradeTicketProblem,
  type TradeDirection,
  type TradeExpiry,
  type TradeFunding,
} from '@perya/domain';
import { BetSpot, Box, Column, Columns, IconButton, Input, Stack, Text, ToggleChip } from '@perya/ui';
import type { ApiForm, FieldRules } from '../../forms';
import { FeatureIcon } from '../../components/FeatureIcon';

/** The ticket's fields, named like the order request's (tradePlace) so its schema checks them. */
export interface TicketValues {
  direction: TradeDirection;
  /** Minor units; 0 while the box holds no amount. */
  invest: number;
  expirySeconds: TradeExpiry;
  funding: TradeFunding;
}

/** Quick invest amounts (minor units): ₱10, ₱50, ₱100, ₱500. */
export const QUICK_INVESTS = [1_000, 5_000, 10_000, 50_000] as const;
/** What one press of − or + changes the invest by: ₱10.00. */
export const INVEST_STEP = 1_000;

/**
 * The domain's rules the request schema does not carry: the invest within TRADE_MIN_INVEST ..
 * TRADE_MAX_INVEST and an expiry the markets offer (tradeTicketProblem).
 */
export function ticketRules(symbol: string): FieldRules<TicketValues> {
  return {
    invest: (invest, values) => {
      const problem = tradeTicketProblem({ symbol, invest, expirySeconds: values.expirySeconds });
      return problem === null || problem === 'invalidRequest' ? undefined : problem;
    },
    expirySeconds: (expiry) => (isTradeExpiry(expiry) ? undefined : 'invalidRequest'),
  };
}

/** An amount in the box: "10.00" (no symbol; the field's hint names the currency). */
function amountText(minor: number): string {
  return minor > 0 ? formatMoney(minor, { symbol: false }) : '';
}

interface MoneyOptions {
  readonly format: (minor: number, decimals?: number) => string;
}

/** The invest box: the typed text, or the amount a chip or a step set. Hands the form minor units. */
function InvestField({
  value,
  onChange,
  onBlur,
  name,
  inputRef,
  error,
  hint,
}: {
  value: number;
  onChange: (minor: number) => void;
  onBlur: () => void;
  name: string;
  inputRef: (el: HTMLInputElement | null) => void;
  error: string | undefined;
  hint: string | undefined;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => amountText(value));
  // A value set from outside (a chip, a step) shows as that amount; what the player typed stays as typed.
  const shown = (parseMoney(text) ?? 0) === value ? text : amountText(value);
  const step = (delta: number) => onChange(Math.max(TRADE_MIN_INVEST, (Number.isSafeInteger(value) ? value : 0) + delta));
  return (
    <Input
      ref={inputRef}
      name={name}
      label={t('trade.invest')}
      {...(hint === undefined ? {} : { hint })}
      error={error}
      inputMode="decimal"
      autoComplete="off"
      value={shown}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        onChange(parseMoney(next) ?? 0);
      }}
      onBlur={onBlur}
      data-testid="trade-invest"
      prefix={<IconButton variant="filled" aria-label={t('trade.investDown')} icon={<FeatureIcon name="minus" />} onClick={() => step(-INVEST_STEP)} data-testid="trade-invest-down" />}
      suffix={<IconButton variant="filled" aria-label={t('trade.investUp')} icon={<FeatureIcon name="plus" />} onClick={() => step(INVEST_STEP)} data-testid="trade-invest-up" />}
    />
  );
}

export function TicketControls({
  form,
  market,
  money,
  limits,
}: {
  form: ApiForm<TicketValues>;
  market: TradeMarket;
  money: MoneyOptions['format'];
  limits: { minInvest: number; maxInvest: number } | undefined;
}) {
  const { t } = useTranslation();
  const expiryId = useId();
  return (
    <>
      <Stack space="xs">
        <Text size="sm" weight="semibold" id={expiryId}>
          {t('trade.expiry')}
        </Text>
        <Controller
          control={form.control}
          name="expirySeconds"
          render={({ field }) => (
            <Columns space="xs" role="group" aria-labelledby={expiryId}>
              {TRADE_EXPIRIES_S.map((e) => (
                <Column key={e} display="flex" flexDirection="column">
                  <ToggleChip pressed={field.value === e} onClick={() => field.onChange(e)} data-testid={`trade-expiry-${e}`}>
                    <Stack as="span" space="xxs" align="center" paddingY="xs">
                      <Text as="span" size="sm" weight="bold">
                        {e < 60 ? t('trade.seconds', { count: e }) : t('trade.minutes', { count: e / 60 })}
                      </Text>
                      <Text as="span" size="xs">
                        {t('trade.pct', { pct: market.profitPct[String(e)] })}
                      </Text>
                    </Stack>
                  </ToggleChip>
                </Column>
              ))}
            </Columns>
          )}
        />
      </Stack>
      <Controller
        control={form.control}
        name="invest"
        render={({ field }) => (
          <Stack space="xs">
            <InvestField
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              inputRef={field.ref}
              error={form.errorOf('invest')}
              hint={limits ? t('trade.limits', { min: money(limits.minInvest), max: money(limits.maxInvest) }) : undefined}
            />
            <Columns space="xs" role="group" aria-label={t('trade.quickAmounts')}>
              {QUICK_INVESTS.map((amount) => (
                <Column key={amount} display="flex" flexDirection="column">
                  <ToggleChip pressed={field.value === amount} onClick={() => field.onChange(amount)} data-testid={`trade-quick-${amount}`}>
                    {money(amount, 0)}
                  </ToggleChip>
                </Column>
              ))}
            </Columns>
          </Stack>
        )}
      />
    </>
  );
}

/** Up or Down: the big button in the side's colour (up the board's green, down its red). */
export function TradeButton({ direction, detail, busy, onPress }: { direction: TradeDirection; detail: string; busy: boolean; onPress: () => void }) {
  const { t } = useTranslation();
  const label = t(`trade.${direction}`);
  return (
    <BetSpot
      tone={direction === 'up' ? 'draw' : 'meron'}
      label={label}
      aria-label={`${label}, ${detail}`}
      detail={
        <Box as="span" display="inline-flex" alignItems="center" gap="xxs">
          <FeatureIcon name={direction === 'up' ? 'arrowUp' : 'arrowDown'} />
          {detail}
        </Box>
      }
      disabled={busy}
      onClick={onPress}
      data-testid={`trade-${direction}`}
    />
  );
}
