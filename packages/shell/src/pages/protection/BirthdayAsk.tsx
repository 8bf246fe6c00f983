// Asks a logged-in player with no date of birth on record for it, once (issue 15 age gate): a
// blocking popup until the server takes it. The date is checked by the protectionBirthday request's
// schema and the domain's calendar rule before it is sent; a refusal (under the market's minimum
// age) shows in the popup.
import { useEffect, useRef } from 'react';
import { useTranslation } from '@perya/i18n';
import { checkBirthday, gmt8DayKey } from '@perya/domain';
import { routes } from '@perya/api/routes';
import { runMutation } from '@perya/api/queries';
import { protectionBirthdayMutation } from '@perya/api/queries/protection';
import { useServices } from '../../services/services';
import { useErrorText } from '../auth/useApiError';
import { checkByContract } from '../../forms';

export function BirthdayAsk() {
  const s = useServices();
  const { t } = useTranslation();
  const errorText = useErrorText();
  // The popup opens once per mount; the texts are read when it opens and when it fails.
  const texts = useRef({ t, errorText });
  useEffect(() => {
    texts.current = { t, errorText };
  });
  useEffect(() => {
    const { t } = texts.current;
    const max = gmt8DayKey(Date.now());
    const handle = s.popups.open(
      'birthday',
      {
        max,
        title: t('protection.birthdayPopup.title'),
        message: t('protection.birthdayPopup.message'),
        onSubmit: (birthday) => {
          s.popups.update(handle, { busy: true });
          checkByContract<{ birthday: string }>(
            {
              endpoint: routes.protectionBirthday,
              // A real day, not after today (GMT+8); the age itself is the server's to judge.
              rules: { birthday: (v) => (checkBirthday(v, Date.now(), 0) === 'invalid' || v > max ? 'birthdayInvalid' : undefined) },
            },
            { birthday },
          )
            .then((errors) => {
              if (errors.birthday !== undefined) {
                s.popups.update(handle, { busy: false, error: texts.current.t(`messages.${errors.birthday}` as never) });
                return;
              }
              return runMutation(s.queryClient, protectionBirthdayMutation({ callOptions: { noToast: true } }), { birthday }).then(() => handle.close());
            })
            .catch((error: unknown) => s.popups.update(handle, { busy: false, error: texts.current.errorText(error) }));
        },
      },
      { dismissible: false },
    );
    return () => handle.close();
  }, [s]);
  return null;
}
