// The whole shell (ShellApp: providers, popup host, router, start-up, frame) in jsdom: what renders
// again when the texts of the language land after the first screen (issue 13, TBT).
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ReactRouterDom from 'react-router-dom';
import { initI18n, memoryStorage, NAMESPACE, type PeryaI18n } from '@perya/i18n';
import { createServices } from '../services/services';
import { stubApi } from '../../test/fakeApi';
import { testBrand } from '../../test/testBrand';
import { PAGE_LOADERS } from '../routing/pages';
import { PRELOAD_PATHS } from '../routing/routes';
import { ShellApp } from './App';

// Counts the renders of the router's <Routes> (the frame's page switch), the rest as it is.
const counts = vi.hoisted(() => ({ routes: 0 }));
vi.mock('react-router-dom', async (importOriginal) => {
  const original = await importOriginal<typeof ReactRouterDom>();
  return {
    ...original,
    Routes: (props: Parameters<typeof original.Routes>[0]) => {
      counts.routes++;
      return original.Routes(props);
    },
  };
});

let i18n: PeryaI18n;

beforeEach(async () => {
  stubApi({ '/*': () => null });
  window.location.hash = '#/aboutus'; // a page of the router's switch (home and the kept-alive tabs are not)
  i18n = await initI18n({ storage: memoryStorage(), defaultLocale: 'en-PH' });
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  // Start-up preloads the home, wallet and account chunks when it ends; they are loaded here before
  // the environment is torn down, or a late import fails the run (EnvironmentTeardownError).
  await Promise.all(PRELOAD_PATHS.map((path) => PAGE_LOADERS[path]?.()));
});

describe('ShellApp', () => {
  it('does not render the router again when texts land: only the components that read texts do', async () => {
    const services = createServices(testBrand());
    render(<ShellApp services={services} i18n={i18n} />);
    await waitFor(() => expect(counts.routes).toBeGreaterThan(0));
    // Start-up settles (its calls answered, the loading overlay gone).
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    const before = counts.routes;
    const translated = vi.fn();
    i18n.store.on('added', translated);
    // What the lazy rest of a language does when it arrives: the store's 'added' event, which
    // every useTranslation (the popup host's close label among them) renders again for.
    act(() => {
      i18n.addResourceBundle('en-PH', NAMESPACE, { appTestOnly: 'x' }, true, true);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(translated).toHaveBeenCalled();
    expect(counts.routes).toBe(before);
  });
});
