// Turns a failed call into the text a form shows: the server's message in the player's language,
// with when a limit resets or a break ends (issue 15, @perya/i18n refusalText).
import { isApiError } from '@perya/api/client';
import { messageKeyOfText, refusalText, useTranslation } from '@perya/i18n';

export function useErrorText(): (error: unknown) => string {
  const { t, i18n } = useTranslation();
  return (error) => {
    if (isApiError(error)) {
      const key = messageKeyOfText(error.msg);
      return key ? refusalText(t, i18n.language, key, error.data) : error.msg;
    }
    return t('messages.networkAnomaly');
  };
}
