// Unit test setup: a real i18n instance (en-PH, as the apps start), and unmounting between tests.
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { createI18n } from '@perya/i18n';

// createI18n registers itself with react-i18next, so components' useTranslation finds it.
createI18n();

afterEach(() => {
  cleanup();
});
