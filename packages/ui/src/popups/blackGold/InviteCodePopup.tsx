// Enter an invite code (black-gold v3/v4), validated by the spec §5 invite-code rule before the
// shell checks it with the server.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { validateInviteCode } from '@perya/domain';
import type { MessageKey } from '@perya/domain';
import { Button } from '../../components/Button/Button';
import { Input } from '../../components/Input/Input';
import { useMessageText, useUiText } from '../../i18n';
import { Popup } from '../../overlays/Dialog/Dialog';
import * as css from '../popup.css';
import { InviteArt } from '../../art/PopupArt';
import type { PopupComponentProps } from '../types';

export function InviteCodePopup({
  onSubmit,
  initialValue = '',
  busy = false,
  error,
  title: titleProp,
  submitLabel: submitLabelProp,
  ...chrome
}: PopupComponentProps<'inviteCode'>) {
  const t = useUiText();
  const title = titleProp ?? t('popups.inviteCode.title');
  const submitLabel = submitLabelProp ?? t('common.confirm');
  const message = useMessageText();
  const [value, setValue] = useState(initialValue);
  const [invalid, setInvalid] = useState<MessageKey | undefined>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const result = validateInviteCode(value, { required: true });
    setInvalid(result.ok ? undefined : result.error);
    if (result.ok) onSubmit(result.value);
  };

  return (
    <Popup {...chrome} title={title} illustration={<InviteArt />}>
      <form className={css.stack} onSubmit={submit} noValidate>
        <Input
          label={t('auth.inviteCode')}
          value={value}
          autoCapitalize="characters"
          autoComplete="off"
          onChange={(e) => setValue(e.currentTarget.value)}
          error={invalid ? message(invalid) : error}
        />
        <Button type="submit" fullWidth loading={busy}>
          {submitLabel}
        </Button>
      </form>
    </Popup>
  );
}
