// The black-gold bind popup (spec §2: V3/V4 black-gold themes add the bind popup; §4: email and
// phone once bound cannot be changed). The profile page opens it for an unbound email or phone,
// the cash-out page for the phone cash out needs (issue 11). This hook holds what the popup shows
// (the 120 s resend lock of useSmsCode, busy, the server's refusal) and keeps the open popup in
// step with it; what the player typed stays in the popup.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@perya/i18n';
import { useMutation } from '@tanstack/react-query';
import { userInfoEditMutation } from '@perya/api/queries';
import { checkBindable } from '@perya/domain';
import type { BindKind, PopupHandle } from '@perya/ui/popups';
import type { User } from '@perya/api/contract';
import { useServices } from '../../services/services';
import { useEmailCode, useSmsCode } from '../../components/useSmsCode';
import { useErrorText } from '../auth/useApiError';
import { usePlayerMarket } from '../../services/queries';

/** Whether the bind popup may be offered for this field: only while nothing is bound (spec §4). */
export function canBind(user: Pick<User, 'email' | 'phone'>, kind: BindKind): boolean {
  return checkBindable(kind === 'phone' ? user.phone : user.email).ok;
}

/**
 * open(kind) shows the bind popup. A phone gets its code by SMS (purpose bindPhone), an email by
 * email (/x2/email/send, issue 26 item 5), and each is bound with its code. Bound: the popup closes, the player is updated in place
 * (userInfoEditMutation) and a toast says it is saved. Refused: the message shows in the popup. The
 * popup closes with the page.
 */
export function useBindPopup(): (kind: BindKind) => void {
  const s = useServices();
  const { t } = useTranslation();
  const errorText = useErrorText();
  const sms = useSmsCode('bindPhone');
  const mail = useEmailCode();
  const save = useMutation(userInfoEditMutation({ callOptions: { noToast: true } }));
  // The account's market's dialling code, whatever the interface language (issue 23).
  const { dialCode } = usePlayerMarket();
  const [handle, setHandle] = useState<PopupHandle<'bind'> | null>(null);
  const [kindOpen, setKindOpen] = useState<BindKind>('phone');
  const [error, setError] = useState('');
  // The popup keeps the callbacks it opened with: they reach the latest hooks through this.
  const latest = useRef({ sendSms: sms.send, sendMail: mail.send, mutate: save.mutate, errorText, t });
  latest.current = { sendSms: sms.send, sendMail: mail.send, mutate: save.mutate, errorText, t };
  const remaining = kindOpen === 'phone' ? sms.remaining : mail.remaining;

  useEffect(() => {
    if (handle) s.popups.update(handle, { resendSeconds: remaining, busy: save.isPending, error });
  }, [s, handle, remaining, save.isPending, error]);
  useEffect(() => () => handle?.close(), [handle]);

  return useCallback(
    (kind: BindKind) => {
      setError('');
      setKindOpen(kind);
      const popup = s.popups.open(
        'bind',
        {
          kind,
          dialCode,
          onSendCode: (value) =>
            void (kind === 'phone' ? latest.current.sendSms(value) : latest.current.sendMail(value)).then((refusal) => setError(refusal ?? '')),
          onSubmit: ({ value, code }) => {
            setError('');
            latest.current.mutate(kind === 'phone' ? { phone: value, verifyCode: code } : { email: value, emailCode: code }, {
              onSuccess: () => {
                popup.close();
                s.popups.toast(latest.current.t('account.saved'), { tone: 'success' });
              },
              onError: (err) => setError(latest.current.errorText(err)),
            });
          },
        },
        { onClosed: () => setHandle((open) => (open === popup ? null : open)) },
      );
      setHandle(popup);
    },
    [s, dialCode],
  );
}
