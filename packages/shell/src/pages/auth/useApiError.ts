// Turns a failed call into the text a form shows: the server's message in the player's language.
import { useTranslation } from 'react-i18next';
import { isApiError } from '@perya/api/client';
import { messageKeyOf } from '../../services/i18n';
import { tData } from '../../services/t';

export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => {
    if (isApiError(error)) {
      const key = messageKeyOf(error.msg);
      return key ? tData(t, key) : error.msg;
    }
    return t('messages.networkAnomaly');
  };
}
