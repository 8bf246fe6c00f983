// Unit test setup: a real i18n instance (en-PH, as the apps start), unmounting and real timers
// between tests.
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { createI18n } from '@perya/i18n';

// createI18n registers itself with react-i18next, so components' useTranslation finds it. A test
// that creates its own instance (another language) replaces it, and the unit project runs without
// isolation, so every test starts from a fresh en-PH instance.
beforeEach(() => {
  createI18n();
});

afterEach(() => {
  cleanup();
  // The unit project runs without isolation (vitest.config.ts): leave no fake clock behind.
  vi.useRealTimers();
});
