// Renders a piece of the shell inside the providers the app gives it (services, the session's atom
// store, React Query, the api client, i18n and, with `popups`, the brand's popup host), for the
// page tests.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider, type PeryaI18n } from '@perya/i18n';
import { UiLinkProvider } from '@perya/ui';
import { PopupHost } from '@perya/ui/popups';
import { RouterLink } from '../src/app/RouterLink';
import { ServicesContext, type ShellServices } from '../src/services/services';

export function renderInShell(services: ShellServices, i18n: PeryaI18n, children: ReactNode, options: { popups?: boolean } = {}) {
  const content = options.popups ? (
    <PopupHost sets={services.popups.sets} store={services.popups} container={document.body}>
      {children}
    </PopupHost>
  ) : (
    children
  );
  return render(
    <ServicesContext.Provider value={services}>
      <JotaiProvider store={services.session.store}>
        <QueryClientProvider client={services.queryClient}>
          <I18nProvider i18n={i18n}>
            <UiLinkProvider linkComponent={RouterLink}>{content}</UiLinkProvider>
          </I18nProvider>
        </QueryClientProvider>
      </JotaiProvider>
    </ServicesContext.Provider>,
  );
}
