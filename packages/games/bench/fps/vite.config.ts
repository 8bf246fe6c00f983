// Build of the frame benchmark's page (scripts/bench-fps.ts): the game views as the apps build
// them (React, vanilla-extract, production mode, one lazy chunk per game).
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineConfig({
  root: import.meta.dirname,
  base: './',
  logLevel: 'warn',
  plugins: [react(), vanillaExtractPlugin()],
  // The vanilla-extract plugin's time is expected; its timing notice only adds noise (as in the apps).
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, rolldownOptions: { checks: { bundlerTimings: false } } },
});
