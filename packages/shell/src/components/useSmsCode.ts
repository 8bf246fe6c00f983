// A code sent by /x2/sms/send for a logged-in purpose (bind phone, password change, cash out) with
// its 120 s resend lock (spec §5); SmsCodeField shows it. An email's bind code likewise (useEmailCode).
import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { emailSendMutation, smsSendMutation } from '@perya/api/queries';
import type { SmsPurpose } from '@perya/api/contract';
import { resendRemainingSeconds } from '@perya/domain';
import { useErrorText } from '../pages/auth/useApiError';

/** Seconds left of the resend lock of a code sent at `sentAt`, ticking every second. */
export function useSecondsLeft(sentAt: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (sentAt === undefined) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [sentAt]);
  return resendRemainingSeconds(sentAt, now);
}

/** send(phone) answers null once sent, else the refusal's text; remaining counts the lock down. */
export function useSmsCode(purpose: SmsPurpose) {
  const sms = useMutation(smsSendMutation({ callOptions: { noToast: true } }));
  const errorText = useErrorText();
  const [sentAt, setSentAt] = useState<number | undefined>(undefined);
  const remaining = useSecondsLeft(sentAt);
  const send = async (phone: string): Promise<string | null> => {
    try {
      await sms.mutateAsync({ phone, purpose });
      setSentAt(Date.now());
      return null;
    } catch (e) {
      return errorText(e);
    }
  };
  return { send, remaining };
}

/**
 * The code /x2/email/send mails to an address before it is bound (issue 26 item 5), with the same
 * resend lock: send(email) answers null once sent, else the refusal's text.
 */
export function useEmailCode() {
  const mail = useMutation(emailSendMutation({ callOptions: { noToast: true } }));
  const errorText = useErrorText();
  const [sentAt, setSentAt] = useState<number | undefined>(undefined);
  const remaining = useSecondsLeft(sentAt);
  const send = async (email: string): Promise<string | null> => {
    try {
      await mail.mutateAsync({ email });
      setSentAt(Date.now());
      return null;
    } catch (e) {
      return errorText(e);
    }
  };
  return { send, remaining };
}
