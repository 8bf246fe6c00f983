// What a player can do about one of their withdrawals (spec §5 "cash-out boost and comment
// buttons"; tracked events cashOutBoost.click and cashOutComment.click). The spec names the two
// buttons and nothing more; this is what a player of a Philippine e-wallet expects of them:
//
// - "Speed up", while the withdrawal is held (pending): a link to the operator's customer service
//   (front_public_config.customerServiceUrl, else the brand's support or Telegram link) with the
//   message "please speed up … order number …" — put in the link where the channel takes one
//   (WhatsApp, e-mail, SMS: supportLink.ts), and copied for the player to
//   paste where it does not (Telegram, Messenger). The same tap records a speed-up request on the
//   server (POST /x2/withdraw/order/{orderNo}/boost), which the operator sees in
//   /ops/withdrawals/boosts; once an hour per order, the refusal's message says so.
// - "Rate this cash-out", once it is paid out (success): 1–5 stars and an optional short comment,
//   once per withdrawal (POST …/rate); afterwards the rating given is shown instead.
//
// One small component for every place a withdrawal is shown: the cash-out result page (`card`)
// and a withdrawal record's line (`row`, compact; it asks for the order's rating only when opened).
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@perya/i18n';
import { useMutation, useQuery } from '@tanstack/react-query';
import { publicConfigValueQuery, withdrawBoostMutation, withdrawRateMutation, withdrawStatusQuery } from '@perya/api/queries';
import {
  TRACKED_EVENTS,
  WITHDRAWAL_COMMENT_MAX,
  WITHDRAWAL_RATING_MAX,
  canBoostWithdrawal,
  canRateWithdrawal,
  checkWithdrawalComment,
  isWithdrawalRating,
  type PaymentStatus,
} from '@perya/domain';
import { Box, Button, ButtonLink, Card, Heading, Stack, StarRating, Text, TextArea, copyText } from '@perya/ui';
import { useServices } from '../services/services';
import { supportLinkWithMessage } from './supportLink';
import { useErrorText } from '../pages/auth/useApiError';
import * as css from './WithdrawalActions.css';

export interface WithdrawalActionsProps {
  readonly orderNo: string;
  /** The order's status as the caller knows it; nothing shows for a returned or unknown one. */
  readonly status: PaymentStatus | undefined;
  /** `card`: its own card with a hint (the result page); `row`: compact, inside a record line. */
  readonly layout?: 'card' | 'row';
  /** The stars already given, when the caller knows them (a record line): shown without asking. */
  readonly ratedStars?: number | undefined;
}

type Note = { readonly tone: 'ok' | 'error'; readonly text: string } | null;

export function WithdrawalActions({ orderNo, status, layout = 'card', ratedStars }: WithdrawalActionsProps) {
  if (canBoostWithdrawal(status)) return <SpeedUp orderNo={orderNo} layout={layout} />;
  if (canRateWithdrawal(status)) return <RateCashOut orderNo={orderNo} layout={layout} ratedStars={ratedStars} />;
  return null;
}

function Frame({ layout, children, testId }: { layout: 'card' | 'row'; children: ReactNode; testId: string }) {
  if (layout === 'row') {
    return (
      <Box className={css.inRow} data-testid={testId}>
        {children}
      </Box>
    );
  }
  return (
    <Card padding="md">
      <Stack space="sm" data-testid={testId}>
        {children}
      </Stack>
    </Card>
  );
}

function SpeedUp({ orderNo, layout }: { orderNo: string; layout: 'card' | 'row' }) {
  const s = useServices();
  const { t } = useTranslation();
  const errorText = useErrorText();
  const front = useQuery(publicConfigValueQuery('front_public_config'));
  const boost = useMutation(withdrawBoostMutation());
  const [note, setNote] = useState<Note>(null);
  const message = t('wallet.feedback.speedUpMessage', { orderNo });
  const service = front.data?.customerServiceUrl || s.config.links.support || s.config.links.telegram;
  const href = supportLinkWithMessage(service, message, t('wallet.feedback.speedUpSubject', { orderNo }));

  const onSpeedUp = () => {
    void s.reporter.track(TRACKED_EVENTS.cashOutBoost);
    // Copied in the tap itself (the clipboard wants the gesture), while the link opens the chat.
    const copied = copyText(message);
    boost.mutate(
      { orderNo },
      {
        onSuccess: async () =>
          setNote({ tone: 'ok', text: (await copied) ? t('wallet.feedback.speedUpSent') : t('wallet.feedback.speedUpSentNoCopy', { orderNo }) }),
        onError: (error) => setNote({ tone: 'error', text: errorText(error) }),
      },
    );
  };

  const variant = layout === 'card' ? 'secondary' : 'ghost';
  const size = layout === 'card' ? 'md' : 'sm';
  return (
    <Frame layout={layout} testId="withdrawal-speed-up">
      {layout === 'card' ? (
        <Text size="sm" tone="muted">
          {t('wallet.feedback.speedUpHint')}
        </Text>
      ) : null}
      {href === null ? (
        <Button variant={variant} size={size} fullWidth={layout === 'card'} onClick={onSpeedUp} loading={boost.isPending}>
          {t('wallet.feedback.speedUp')}
        </Button>
      ) : (
        <ButtonLink href={href} variant={variant} size={size} fullWidth={layout === 'card'} external={{ newTab: true }} onClick={onSpeedUp}>
          {t('wallet.feedback.speedUp')}
        </ButtonLink>
      )}
      <Text size="sm" tone={note?.tone === 'error' ? 'danger' : 'neutral'} className={css.note} role="status" aria-live="polite" data-tone={note?.tone} data-testid="withdrawal-speed-up-note">
        {note?.text}
      </Text>
    </Frame>
  );
}

function RateCashOut({ orderNo, layout, ratedStars }: { orderNo: string; layout: 'card' | 'row'; ratedStars: number | undefined }) {
  const s = useServices();
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The result page already holds this query (same key); a record line asks only once opened.
  const order = useQuery({ ...withdrawStatusQuery({ orderNo }), enabled: layout === 'card' || open });
  const rate = useMutation(withdrawRateMutation());
  const given = order.data?.rating ?? rate.data ?? (ratedStars === undefined ? null : { stars: ratedStars, comment: '' });

  if (given !== null) {
    return (
      <Frame layout={layout} testId="withdrawal-rating">
        <Text role="status" data-stars={given.stars}>
          {rate.data === undefined ? null : <>{t('wallet.feedback.thanks')} </>}
          <span className={css.given} aria-hidden="true">
            {'★'.repeat(given.stars)}
            {'☆'.repeat(WITHDRAWAL_RATING_MAX - given.stars)}
          </span>{' '}
          <span>{t('wallet.feedback.yourRating', { count: given.stars })}</span>
        </Text>
        {given.comment === '' ? null : (
          <Text size="sm" tone="muted">
            “{given.comment}”
          </Text>
        )}
      </Frame>
    );
  }

  if (!open) {
    return (
      <Frame layout={layout} testId="withdrawal-rating">
        <Button
          variant={layout === 'card' ? 'secondary' : 'ghost'}
          size={layout === 'card' ? 'md' : 'sm'}
          fullWidth={layout === 'card'}
          onClick={() => {
            void s.reporter.track(TRACKED_EVENTS.cashOutComment);
            setOpen(true);
          }}
        >
          {t('wallet.feedback.rate')}
        </Button>
      </Frame>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isWithdrawalRating(stars)) return setError(t('messages.withdrawalRatingInvalid'));
    const checked = checkWithdrawalComment(comment);
    if (!checked.ok) return setError(t(`messages.${checked.error}`));
    setError(null);
    rate.mutate({ orderNo, stars, ...(checked.value === '' ? {} : { comment: checked.value }) }, { onError: (e) => setError(errorText(e)) });
  };
  return (
    <Frame layout={layout} testId="withdrawal-rating">
      <Stack as="form" space="md" onSubmit={submit} noValidate aria-label={t('wallet.feedback.rateTitle')}>
        {layout === 'card' ? <Heading level={3}>{t('wallet.feedback.rateTitle')}</Heading> : null}
        <StarRating
          label={t('wallet.feedback.starsLabel')}
          value={stars}
          max={WITHDRAWAL_RATING_MAX}
          starLabel={(count) => t('wallet.feedback.star', { count })}
          onChange={(n) => {
            setStars(n);
            setError(null);
          }}
        />
        <TextArea
          label={t('wallet.feedback.comment')}
          value={comment}
          maxLength={WITHDRAWAL_COMMENT_MAX}
          placeholder={t('wallet.feedback.commentPlaceholder')}
          hint={t('wallet.feedback.commentHint', { max: WITHDRAWAL_COMMENT_MAX })}
          onChange={(e) => setComment(e.target.value)}
        />
        {error === null ? null : (
          <Text size="sm" tone="danger" role="alert">
            {error}
          </Text>
        )}
        <Button type="submit" variant="primary" fullWidth={layout === 'card'} loading={rate.isPending}>
          {t('wallet.feedback.send')}
        </Button>
      </Stack>
    </Frame>
  );
}
