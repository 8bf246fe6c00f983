// Renders a piece of the shell inside the providers the app gives it (services, React Query, the
// api client, i18n), for the page tests.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ApiClientProvider } from '@perya/api/queries';
import { I18nProvider, type PeryaI18n } from '@perya/i18n';
import { ServicesContext, type ShellServices } from '../src/services/services';

export function renderInShell(services: ShellServices, i18n: PeryaI18n, children: ReactNode) {
  return render(
    <ServicesContext.Provider value={services}>
      <QueryClientProvider client={services.queryClient}>
        <ApiClientProvider client={services.api}>
          <I18nProvider i18n={i18n}>{children}</I18nProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </ServicesContext.Provider>,
  );
}
