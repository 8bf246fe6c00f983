// The date of birth, asked once of a player who has none on record (issue 15 age gate: players
// from before it, and Google sign-ups). Blocking: the shell opens it without a way to close it;
// the server judges the age and the shell shows its refusal here.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { checkBirthday } from '@perya/domain';
import type { MessageKey } from '@perya/domain';
import { Button } from '../../components/Button/Button';
import { Input } from '../../components/Input/Input';
import { useMessageText, useUiText } from '../../i18n';
import { Popup } from '../../overlays/Dialog/Dialog';
import * as css from '../popup.css';
import { ShieldArt } from '../../art/PopupArt';
import type { PopupComponentProps } from '../types';

export function BirthdayPopup({
  onSubmit,
  max,
  busy = false,
  error,
  title: titleProp,
  message: messageProp,
  submitLabel: submitLabelProp,
  ...chrome
}: PopupComponentProps<'birthday'>) {
  const t = useUiText();
  const messageText = useMessageText();
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState<MessageKey | undefined>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    // Only whether it is a real date: the age is the server's to judge.
    const problem: MessageKey | undefined =
      value === '' ? 'birthdayRequired' : checkBirthday(value, Date.now(), 0) === 'invalid' || value > max ? 'birthdayInvalid' : undefined;
    setInvalid(problem);
    if (problem === undefined) onSubmit(value);
  };

  return (
    <Popup {...chrome} title={titleProp ?? t('protection.birthdayPopup.title')} illustration={<ShieldArt />}>
      <form className={css.stack} onSubmit={submit} noValidate>
        <p className={css.message}>{messageProp ?? t('protection.birthdayPopup.message')}</p>
        <Input
          label={t('auth.birthday')}
          type="date"
          required
          autoComplete="bday"
          max={max}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          error={invalid ? messageText(invalid) : error}
        />
        <Button type="submit" fullWidth loading={busy}>
          {submitLabelProp ?? t('common.confirm')}
        </Button>
      </form>
    </Popup>
  );
}
