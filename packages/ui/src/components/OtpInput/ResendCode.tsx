// The "Send code" button with the 120 s resend block (spec §5, §9), time passed in.
import { useEffect, useState } from 'react';
import { resendRemainingSeconds } from '@perya/domain';
import { Button } from '../Button/Button';
import { useUiText } from '../../i18n';

export interface ResendCodeProps {
  /** When the last code was sent (ms since epoch); undefined when none was sent yet. */
  readonly lastSentAt: number | undefined;
  /** Requests a new code; the caller records the new send time when the server accepts. */
  readonly onSend: () => void;
  /** The clock; injected so tests and stories control time. */
  readonly now?: () => number;
  /** While a send is in flight. */
  readonly loading?: boolean;
  readonly disabled?: boolean;
}

/** Counts down from SMS_RESEND_COOLDOWN_S after a send; the button is disabled until it ends. */
export function ResendCode({ lastSentAt, onSend, now = Date.now, loading = false, disabled = false }: ResendCodeProps) {
  const t = useUiText();
  const remaining = resendRemainingSeconds(lastSentAt, now());
  const [, setTick] = useState(0);
  useEffect(() => {
    if (remaining === 0) return undefined;
    const timer = setInterval(() => setTick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [remaining]);

  return (
    <Button variant="ghost" size="sm" loading={loading} disabled={disabled || remaining > 0} onClick={onSend}>
      {remaining > 0 ? t('auth.resendIn', { seconds: remaining }) : t('auth.sendCode')}
    </Button>
  );
}
