// The build-time env of the preset: PERYA_BRIDGE_NAME is one value, read by the app (a define) and
// by the static first screen's gate script, with its one default here.
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ENV_DEFAULTS, brandEnv, bridgeNameOf, defineBrandViteConfig } from './index.js';
import { shellGateScript } from './prerender.js';

const META = { id: 'main-app', title: 'Perya', themeColor: '#1E4FD8', backgroundColor: '#F4F6FB', port: 5173, appCode: 'mainph' };
const APP_DIR = path.resolve(import.meta.dirname, '../../apps/main-app');

afterEach(() => {
  delete process.env.PERYA_BRIDGE_NAME;
});

describe('PERYA_BRIDGE_NAME', () => {
  it('defaults to android, and takes another identifier', () => {
    expect(ENV_DEFAULTS.PERYA_BRIDGE_NAME).toBe('android');
    expect(brandEnv(META, {}).PERYA_BRIDGE_NAME).toBe('android');
    expect(brandEnv(META, { PERYA_BRIDGE_NAME: '' }).PERYA_BRIDGE_NAME).toBe('android');
    expect(brandEnv(META, { PERYA_BRIDGE_NAME: 'PeryaBridge' }).PERYA_BRIDGE_NAME).toBe('PeryaBridge');
  });

  it('stops the build for anything but an identifier (it goes into an inline script)', () => {
    for (const bad of ['my bridge', '1android', 'a"];alert(1);//', 'x'.repeat(65)]) {
      expect(() => bridgeNameOf(bad), bad).toThrow(/PERYA_BRIDGE_NAME must be a JavaScript identifier/);
    }
  });

  it('is the one name the app reads (define) and the gate script looks for', () => {
    process.env.PERYA_BRIDGE_NAME = 'PeryaBridge';
    const config = defineBrandViteConfig(APP_DIR, META);
    expect(config.define?.['import.meta.env.PERYA_BRIDGE_NAME']).toBe('"PeryaBridge"');
    // The prerender plugin is given the same value (its gate script is tested in prerender.test.js).
    expect(shellGateScript({ bridgeName: brandEnv(META).PERYA_BRIDGE_NAME })).toContain('if(w["PeryaBridge"])return;');
    delete process.env.PERYA_BRIDGE_NAME;
    expect(defineBrandViteConfig(APP_DIR, META).define?.['import.meta.env.PERYA_BRIDGE_NAME']).toBe('"android"');
  });
});
