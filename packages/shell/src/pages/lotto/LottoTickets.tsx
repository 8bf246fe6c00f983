// The player's lotto tickets, for /lottoPanel (tickets waiting for their draw, with the countdown
// to it, refreshed until drawn) and /lottoHistory (drawn tickets: the pick against the winning
// numbers, hits marked, and what each won).
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '@perya/i18n';
import { useQuery } from '@tanstack/react-query';
import { lottoTicketsQuery } from '@perya/api/queries/lotto';
import type { LottoTicketData } from '@perya/api/contract';
import { formatGmt8, formatMoney } from '@perya/domain';
import { ButtonLink, Card, EmptyState, ErrorState, Inline, NavBar, NumberBalls, Skeleton, Stack, Text, useCurrency } from '@perya/ui';
import { EmptyArt } from '../../components/FeatureIcon';
import * as layout from '../../app/layout.css';
import { useLocale } from '../rewards/useLocale';
import { LottoCountdown } from './LottoCountdown';
import { useLottoClock } from './useLottoClock';
import * as css from './lotto.css';

function Ticket({ ticket, clock }: { ticket: LottoTicketData; clock: () => number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const outcome = ticket.payout === null ? 'pending' : ticket.payout > 0 ? 'won' : 'lost';
  return (
    <Stack as="li" space="xs" data-testid="lotto-ticket" data-ticket-id={ticket.ticketId} data-outcome={outcome}>
      <Inline space="sm" align="spaceBetween">
        <Text as="span" weight="bold">
          {t(`lotto.games.${ticket.game}`)}
        </Text>
        <Text as="span" size="sm" tone="muted">
          {formatGmt8(ticket.drawAt, locale, { dateStyle: 'medium', timeStyle: 'short' })}
        </Text>
      </Inline>
      <NumberBalls numbers={ticket.pick} drawn={ticket.numbers} label={t('lotto.title')} data-testid="lotto-ticket-pick" />
      {ticket.numbers ? <NumberBalls numbers={ticket.numbers} label={t('lotto.winningNumbers')} data-testid="lotto-ticket-drawn" /> : null}
      <Inline space="sm" align="spaceBetween">
        <Text as="span" size="sm" tone="muted">
          {t('lotto.ticketLine', { bet: t(`lotto.betTypes.${ticket.betType}`), amount: ticket.stake })}
        </Text>
        <Text as="span" size="sm" weight="bold" tone={outcome === 'won' ? 'success' : outcome === 'lost' ? 'muted' : 'pending'} data-testid="lotto-ticket-outcome">
          {outcome === 'won' ? t('lotto.won', { amount: ticket.payout }) : outcome === 'lost' ? t('lotto.lost') : t('lotto.pending')}
        </Text>
      </Inline>
      {outcome === 'pending' ? (
        <Text size="sm" weight="semibold" tone="pending">
          <LottoCountdown target={ticket.drawAt} now={clock} format={(time) => t('lotto.drawIn', { time })} />
        </Text>
      ) : null}
    </Stack>
  );
}

export function LottoTicketsPage({ status }: { status: 'pending' | 'settled' }) {
  const currency = useCurrency();
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const clock = useLottoClock();
  const tickets = useQuery({ ...lottoTicketsQuery({ status, limit: 50 }), ...status === 'pending' ? { refetchInterval: 10_000 } : {} });
  const list = tickets.data?.list ?? [];
  const total = list.reduce((sum, x) => sum + x.stake, 0);
  return (
    <>
      <NavBar title={status === 'pending' ? t('lotto.panel') : t('lotto.history')} />
      <div className={layout.page} data-page={status === 'pending' ? 'lottoPanel' : 'lottoHistory'}>
        {tickets.isPending ? (
          <Skeleton shape="row" count={4} />
        ) : tickets.isError ? (
          <ErrorState error={tickets.error} onRetry={() => void tickets.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState title={t('lotto.noTickets')} art={<EmptyArt name="ticket" />} actionLabel={t('lotto.play')} onAction={() => navigate('/lotto')} />
        ) : (
          <Card>
            {status === 'pending' ? (
              <Text size="sm" tone="muted">
                {t('lotto.totals', { count: list.length, amount: total })}
              </Text>
            ) : null}
            <Stack as="ul" space="md" dividers className={css.plainList}>
              {list.map((x) => (
                <Ticket key={x.ticketId} ticket={x} clock={clock} />
              ))}
            </Stack>
            {status === 'pending' ? (
              <ButtonLink href="/lotto" fullWidth>
                {t('lotto.play')}
              </ButtonLink>
            ) : (
              <Text weight="bold" tabular align="right">
                {formatMoney(list.reduce((sum, x) => sum + (x.payout ?? 0), 0), { locale, currency })}
              </Text>
            )}
          </Card>
        )}
      </div>
    </>
  );
}
