// The guaranteed-payout activities (spec §1, §3 guaranteed activity, §7 act-guaranteed): each with
// its amount, period and status; its details (rules, eligible games, the status as the server has
// it now) on demand; Receive when due. A closed event answers 'The event has been closed.' (spec
// §8), shown under the button.
import { useState } from 'react';
import { useTranslation } from '@perya/i18n';
import { useMutation, useQuery } from '@tanstack/react-query';
import { guaranteedActDetailStatusQuery, guaranteedActListQuery, guaranteedReceiveBonusMutation } from '@perya/api/queries';
import type { GuaranteedActivity } from '@perya/api/contract';
import { formatGmt8, formatMoney, type LocaleCode } from '@perya/domain';
import { useCurrency } from '@perya/ui';
import { useServices } from '../../services/services';
import { useErrorText } from '../auth/useApiError';
import { Empty, ErrorState, Loading } from '../../components/PageState';
import { guaranteedTone } from './promoLogic';
import * as ui from '../../components/ui.css';
import * as css from './promotions.css';

function Details({ id, locale }: { id: string; locale: LocaleCode }) {
  const currency = useCurrency();
  const { t } = useTranslation();
  const detail = useQuery(guaranteedActDetailStatusQuery({ id }));
  if (detail.isPending) return <Loading rows={2} />;
  if (detail.isError) return <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  const a = detail.data;
  return (
    <div className={ui.form} data-testid="guaranteed-detail">
      <p className={css.meta}>
        <span className={css.status} data-tone={guaranteedTone(a.receiveStatus)}>
          {t(`guaranteed.status.${a.receiveStatus}`)}
        </span>
        {a.receivedAmount > 0 ? <span>{t('guaranteed.received', { amount: a.receivedAmount })}</span> : null}
      </p>
      {a.details ? <p className={ui.paragraph}>{a.details}</p> : null}
      {a.gameArray.length > 0 ? (
        <p className={ui.muted}>
          {t('guaranteed.games')}: {a.gameArray.join(', ')}
        </p>
      ) : null}
      <p className={ui.muted}>{formatMoney(a.actAmount, { locale, currency })}</p>
    </div>
  );
}

function Activity({ activity, locale }: { activity: GuaranteedActivity; locale: LocaleCode }) {
  const currency = useCurrency();
  const s = useServices();
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const receive = useMutation(guaranteedReceiveBonusMutation({
    // The refusal is shown under the button; a toast on top would say it twice.
    callOptions: { noToast: true },
    onSuccess: (res) => s.popups.toast(t('guaranteed.receivedToast', { amount: res.receivedAmount }), { tone: 'success' }),
  }));
  const date = (ms: number) => formatGmt8(ms, locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <li className={ui.card} data-testid="guaranteed-item" data-status={activity.receiveStatus}>
      <div className={css.itemHead}>
        <h3 className={css.itemTitle}>{activity.title}</h3>
        <span className={css.status} data-tone={guaranteedTone(activity.receiveStatus)}>
          {t(`guaranteed.status.${activity.receiveStatus}`)}
        </span>
      </div>
      <p className={css.meta}>
        <span>
          {t('guaranteed.actAmount')}: <span className={css.amount}>{formatMoney(activity.actAmount, { locale, currency })}</span>
        </span>
        {activity.receivedAmount > 0 ? <span>{t('guaranteed.received', { amount: activity.receivedAmount })}</span> : null}
      </p>
      <p className={ui.muted}>{t('guaranteed.period', { start: date(activity.startTime), end: date(activity.endTime) })}</p>
      {open ? <Details id={activity.id} locale={locale} /> : null}
      <div className={css.actions}>
        <button type="button" className={ui.button.secondary} aria-expanded={open} onClick={() => setOpen(!open)}>
          {t('common.details')}
        </button>
        {activity.receiveStatus === 'CLAIMABLE' ? (
          <button
            type="button"
            className={ui.button.primary}
            disabled={receive.isPending}
            onClick={() => receive.mutate({ id: activity.id })}
          >
            {t('guaranteed.receive')}
          </button>
        ) : null}
      </div>
      {receive.isError ? (
        <p className={ui.fieldError} role="alert">
          {errorText(receive.error)}
        </p>
      ) : null}
    </li>
  );
}

export function GuaranteedSection({ locale, enabled }: { locale: LocaleCode; enabled: boolean }) {
  const { t } = useTranslation();
  const list = useQuery({ ...guaranteedActListQuery(), enabled });
  return (
    <section className={ui.form} aria-labelledby="promo-guaranteed" id="guaranteed">
      <h2 className={css.sectionTitle} id="promo-guaranteed">
        {t('guaranteed.title')}
      </h2>
      {list.isPending ? (
        <Loading rows={3} />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <Empty text={t('guaranteed.none')} />
      ) : (
        <ul className={css.promoList}>
          {list.data.list.map((a) => (
            <Activity key={a.id} activity={a} locale={locale} />
          ))}
        </ul>
      )}
    </section>
  );
}
