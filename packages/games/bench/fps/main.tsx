// The frame benchmark's page (scripts/bench-fps.ts): one in-house game view, picked by
// `?id=10001..10006` as on /games/og, mounted as the shell mounts it — the lazy per-game chunk
// (GAME_VIEWS), the main theme, the bundled locale and the demo transport on fresh demo balances.
// Sabong has no demo: it plays against `createSabongFeed`, a live fight fed by the engine.
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createI18n, I18nProvider } from '@perya/i18n';
import { ThemeProvider } from '@perya/ui';
import { mainTheme } from '@perya/ui/themes/main';
import { createDemoStore, createDemoTransport, GAME_VIEWS, gameOfId, type KeyValue } from '../../src/views';
import { createSabongFeed } from './sabongFeed';

function memoryKv(): KeyValue {
  const data = new Map<string, string>();
  return { get: (k) => data.get(k) ?? null, set: (k, v) => void data.set(k, v) };
}

const root = document.getElementById('root');
const game = gameOfId(new URLSearchParams(window.location.search).get('id'));
if (!root) throw new Error('bench page: #root is missing');
if (game === undefined) {
  root.textContent = 'Unknown game: open ?id=10001 … 10006';
} else {
  const transport = game === 'sabong' ? createSabongFeed() : createDemoTransport({ store: createDemoStore(memoryKv()) });
  const View = GAME_VIEWS[game];
  createRoot(root).render(
    <StrictMode>
      <ThemeProvider theme={mainTheme}>
        <I18nProvider i18n={createI18n()}>
          <Suspense fallback={<p data-testid="view-loading">…</p>}>
            <View transport={transport} onExit={() => undefined} onSwitchToReal={() => undefined} />
          </Suspense>
        </I18nProvider>
      </ThemeProvider>
    </StrictMode>,
  );
}
