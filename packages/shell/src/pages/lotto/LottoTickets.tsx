// The player's lotto tickets, for /lottoPanel (tickets waiting for their draw, with the countdown
// to it, refreshed until drawn) and /lottoHistory (drawn tickets: the pick against the winning
// numbers, hits marked, and what each won).
import { Link } from 'react-router-dom';
import { useTranslation } from '@perya/i18n';
import { useQuery } from '@tanstack/react-query';
import { lottoTicketsQuery } from '@perya/api/queries/lotto';
import type { LottoTicketData } from '@perya/api/contract';
import { formatGmt8, formatMoney } from '@perya/domain';
import { useCurrency } from '@perya/ui';
import { NavBar } from '../../components/NavBar';
import { Empty, ErrorState, Loading } from '../../components/PageState';
import * as layout from '../../app/layout.css';
import * as ui from '../../components/ui.css';
import { useLocale } from '../rewards/useLocale';
import { LottoBalls } from './LottoBalls';
import { LottoCountdown } from './LottoCountdown';
import { useLottoClock } from './useLottoClock';
import * as css from './lotto.css';

function Ticket({ ticket, clock }: { ticket: LottoTicketData; clock: () => number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const outcome = ticket.payout === null ? 'pending' : ticket.payout > 0 ? 'won' : 'lost';
  return (
    <li className={css.ticket} data-testid="lotto-ticket" data-ticket-id={ticket.ticketId} data-outcome={outcome}>
      <div className={css.head}>
        <strong>{t(`lotto.games.${ticket.game}`)}</strong>
        <span className={css.small}>{formatGmt8(ticket.drawAt, locale, { dateStyle: 'medium', timeStyle: 'short' })}</span>
      </div>
      <LottoBalls numbers={ticket.pick} drawn={ticket.numbers} label={t('lotto.title')} testId="lotto-ticket-pick" />
      {ticket.numbers ? <LottoBalls numbers={ticket.numbers} label={t('lotto.winningNumbers')} testId="lotto-ticket-drawn" /> : null}
      <div className={css.head}>
        <span className={css.small}>{t('lotto.ticketLine', { bet: t(`lotto.betTypes.${ticket.betType}`), amount: ticket.stake })}</span>
        <span className={css.outcome[outcome]} data-testid="lotto-ticket-outcome">
          {outcome === 'won' ? t('lotto.won', { amount: ticket.payout }) : outcome === 'lost' ? t('lotto.lost') : t('lotto.pending')}
        </span>
      </div>
      {outcome === 'pending' ? (
        <span className={css.small}>
          <LottoCountdown target={ticket.drawAt} now={clock} format={(time) => t('lotto.drawIn', { time })} />
        </span>
      ) : null}
    </li>
  );
}

export function LottoTicketsPage({ status }: { status: 'pending' | 'settled' }) {
  const currency = useCurrency();
  const { t } = useTranslation();
  const locale = useLocale();
  const clock = useLottoClock();
  const tickets = useQuery({ ...lottoTicketsQuery({ status, limit: 50 }), ...status === 'pending' ? { refetchInterval: 10_000 } : {} });
  const list = tickets.data?.list ?? [];
  const total = list.reduce((sum, x) => sum + x.stake, 0);
  return (
    <>
      <NavBar title={status === 'pending' ? t('lotto.panel') : t('lotto.history')} />
      <div className={layout.page} data-page={status === 'pending' ? 'lottoPanel' : 'lottoHistory'}>
        {tickets.isPending ? (
          <Loading rows={4} />
        ) : tickets.isError ? (
          <ErrorState error={tickets.error} onRetry={() => void tickets.refetch()} />
        ) : list.length === 0 ? (
          <>
            <Empty text={t('lotto.noTickets')} />
            <Link className={ui.button.primary} to="/lotto">
              {t('lotto.play')}
            </Link>
          </>
        ) : (
          <section className={ui.card}>
            {status === 'pending' ? <p className={css.small}>{t('lotto.totals', { count: list.length, amount: total })}</p> : null}
            <ul className={ui.list}>
              {list.map((x) => (
                <Ticket key={x.ticketId} ticket={x} clock={clock} />
              ))}
            </ul>
            {status === 'pending' ? (
              <Link className={ui.button.secondary} to="/lotto">
                {t('lotto.play')}
              </Link>
            ) : (
              <p className={css.small}>{formatMoney(list.reduce((sum, x) => sum + (x.payout ?? 0), 0), { locale, currency })}</p>
            )}
          </section>
        )}
      </div>
    </>
  );
}
