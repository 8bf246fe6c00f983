// Asks a logged-in player with no date of birth on record for it, once (issue 15 age gate): a
// blocking popup until the server takes it; a refusal (under the market's minimum age) shows in it.
import { useEffect, useRef } from 'react';
import { useTranslation } from '@perya/i18n';
import { gmt8DayKey } from '@perya/domain';
import { runMutation } from '@perya/api/queries';
import { protectionBirthdayMutation } from '@perya/api/queries/protection';
import { useServices } from '../../services/services';
import { useErrorText } from '../auth/useApiError';

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
    const handle = s.popups.open(
      'birthday',
      {
        max: gmt8DayKey(Date.now()),
        title: t('protection.birthdayPopup.title'),
        message: t('protection.birthdayPopup.message'),
        onSubmit: (birthday) => {
          s.popups.update(handle, { busy: true });
          runMutation(s.queryClient, protectionBirthdayMutation({ callOptions: { noToast: true } }), { birthday }).then(
            () => handle.close(),
            (error: unknown) => s.popups.update(handle, { busy: false, error: texts.current.errorText(error) }),
          );
        },
      },
      { dismissible: false },
    );
    return () => handle.close();
  }, [s]);
  return null;
}
