// The API follows the interface language (issue 23): the operator's texts come back in it.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { changeLanguage, initI18n, memoryStorage } from '@perya/i18n';
import { followLanguage } from './i18n';

describe('followLanguage', () => {
  it('sends the current language with every call and refetches what is shown when it changes', async () => {
    const i18n = await initI18n({ storage: memoryStorage(), defaultLocale: 'en-PH' });
    const queryClient = new QueryClient();
    let fetched = 0;
    const observer = queryClient.getQueryCache().build(queryClient, { queryKey: ['front_game'], queryFn: async () => ++fetched });
    await observer.fetch();
    const services = { locale: (): string | undefined => undefined, queryClient };
    followLanguage(i18n, services);
    expect(services.locale()).toBe('en-PH');
    await changeLanguage(i18n, 'id-ID');
    expect(services.locale()).toBe('id-ID');
    expect(queryClient.getQueryState(['front_game'])?.isInvalidated).toBe(true);
  });
});
