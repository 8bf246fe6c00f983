// The invite code at registration (spec §5 invalid invite code; §7 invite code check): who invited
// the player once the code is well-formed and the server knows it, and on black-gold the invite
// code popup to enter it (spec §2 black-gold popups), checked with the server before it is taken.
import { useTranslation } from '@perya/i18n';
import { useQuery } from '@tanstack/react-query';
import { inviteCodeCheckQuery } from '@perya/api/queries';
import { validateInviteCode } from '@perya/domain';
import { useServices } from '../../services/services';
import { Button, Text } from '@perya/ui';

/** Under the invite code field: "Invited by abc***", or the spec §5 message for an unknown code. */
export function InviteCodeHint({ code }: { code: string }) {
  const { t } = useTranslation();
  const format = validateInviteCode(code, { required: true });
  const check = useQuery({ ...inviteCodeCheckQuery({ inviteCode: format.ok ? format.value : '' }), enabled: format.ok, staleTime: 5 * 60_000 });
  if (!format.ok || !check.data) return null;
  return check.data.valid ? (
    <Text size="sm" tone="success" data-testid="invite-code-valid">
      {t('invite.invitedBy', { name: check.data.inviterName })}
    </Text>
  ) : (
    <Text size="sm" tone="danger" role="alert" data-testid="invite-code-unknown">
      {t('messages.inviteCodeInvalid')}
    </Text>
  );
}

/** Black-gold: opens the invite code popup; a code the server does not know keeps it open with the message. */
export function InviteCodeButton({ value, onCode }: { value: string; onCode: (code: string) => void }) {
  const s = useServices();
  const { t } = useTranslation();
  const open = (initialValue: string, error?: string) => {
    const handle = s.popups.open('inviteCode', {
      initialValue,
      title: t('invite.enterCode'),
      submitLabel: t('common.confirm'),
      ...(error === undefined ? {} : { error }),
      onSubmit: (code) => {
        handle.close();
        s.queryClient
          .fetchQuery({ ...inviteCodeCheckQuery({ inviteCode: code }), staleTime: 5 * 60_000 })
          .then((res) => {
            if (res.valid) onCode(code);
            else open(code, t('messages.inviteCodeInvalid'));
          })
          .catch(() => open(code, t('messages.networkAnomaly')));
      },
    });
  };
  return (
    <Button variant="ghost" onClick={() => open(value)}>
      {t('invite.enterCode')}
    </Button>
  );
}
