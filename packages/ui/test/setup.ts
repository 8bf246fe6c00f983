// Unit test setup: a real i18n instance (en-PH, as the apps start), unmounting and real timers
// between tests.
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { createI18n, setMoneyCurrency } from '@perya/i18n';

// createI18n registers itself with react-i18next, so components' useTranslation finds it. A test
// that creates its own instance (another language) replaces it, and the unit project runs without
// isolation, so every test starts from a fresh en-PH instance.
beforeEach(() => {
  createI18n();
  // The account's currency is one setting of the app (CurrencyProvider): a test that sets another starts none.
  setMoneyCurrency('PHP');
});

afterEach(() => {
  cleanup();
  // The unit project runs without isolation (vitest.config.ts): leave no fake clock behind.
  vi.useRealTimers();
});
