import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  assertNoInlineAttributes,
  brandCsp,
  brandHeaders,
  cspSources,
  frameAncestors,
  headersFile,
  inlineHashes,
  parseHeadersFile,
  withCspMeta,
} from './csp.js';

const sha = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const HTML = `<!doctype html><html><head>
<meta charset="UTF-8" />
<style>html,body{margin:0}</style>
<script type="module" crossorigin src="./assets/index.js"></script>
<script>window.x = 1;</script>
</head><body><div id="root"></div></body></html>`;

const directives = (policy) => new Map(policy.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));

describe('brand CSP', () => {
  const sources = cspSources({}, 'http://127.0.0.1:4000', '');

  it('hashes every inline script and style, never a script with src', () => {
    expect(inlineHashes(HTML, 'script')).toEqual([sha('window.x = 1;')]);
    expect(inlineHashes(HTML, 'style')).toEqual([sha('html,body{margin:0}')]);
  });

  it("is strict: default-src 'none', scripts and styles 'self' plus hashes, no object, no base, the API for data and frames", () => {
    const csp = directives(brandCsp(HTML, sources));
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual(["'self'", sha('window.x = 1;')]);
    expect(csp.get('style-src')).toEqual(["'self'", sha('html,body{margin:0}')]);
    expect(csp.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:4000']);
    expect(csp.get('frame-src')).toEqual(['http://127.0.0.1:4000']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.has('frame-ancestors')).toBe(false);
    expect(brandCsp(HTML, sources)).not.toMatch(/unsafe-|\*/);
  });

  it('adds Google sign-in and the operator-configured provider, image and stream origins', () => {
    const withExtras = cspSources(
      { PERYA_CSP_FRAME_SRC: 'https://games.example, https://live.example', PERYA_CSP_IMG_SRC: 'https://cdn.example', PERYA_CSP_MEDIA_SRC: 'https://stream.example' },
      'https://api.example/x',
      'client-id',
    );
    const csp = directives(brandCsp(HTML, withExtras));
    expect(csp.get('script-src')).toContain('https://accounts.google.com/gsi/');
    expect(csp.get('frame-src')).toEqual(['https://api.example', 'https://games.example', 'https://live.example', 'https://accounts.google.com/gsi/']);
    expect(csp.get('img-src')).toContain('https://cdn.example');
    expect(csp.get('media-src')).toContain('https://stream.example');
    // The sandbox's clip is served by the API; hls.js fetches an operator's stream over connect-src.
    expect(csp.get('media-src')).toContain('https://api.example');
    expect(csp.get('connect-src')).toContain('https://stream.example');
    // Facebook Login only when the brand has an app id: the SDK's origin, and with the real SDK
    // Facebook's login frames and calls; a sandbox SDK adds its own origin for scripts only.
    const none = directives(brandCsp(HTML, cspSources({}, 'https://api.example', '', { appId: '', sdkUrl: 'https://connect.facebook.net/{locale}/sdk.js' })));
    expect([...none.values()].flat().join(' ')).not.toMatch(/facebook/);
    const real = directives(brandCsp(HTML, cspSources({}, 'https://api.example', '', { appId: '1234', sdkUrl: 'https://connect.facebook.net/{locale}/sdk.js' })));
    expect(real.get('script-src')).toContain('https://connect.facebook.net');
    expect(real.get('frame-src')).toContain('https://www.facebook.com');
    expect(real.get('connect-src')).toContain('https://graph.facebook.com');
    const sandbox = directives(brandCsp(HTML, cspSources({}, 'http://127.0.0.1:4000', '', { appId: 'sandbox', sdkUrl: 'http://127.0.0.1:4000/sandbox/facebook/sdk.js' })));
    expect(sandbox.get('script-src')).toContain('http://127.0.0.1:4000');
    expect(sandbox.get('frame-src')).toEqual(['http://127.0.0.1:4000']);
    expect(() => cspSources({ PERYA_CSP_FRAME_SRC: 'https://games.example/path' }, 'https://api.example', '')).toThrow(/PERYA_CSP_FRAME_SRC/);
    expect(() => cspSources({ PERYA_CSP_IMG_SRC: '*' }, 'https://api.example', '')).toThrow(/PERYA_CSP_IMG_SRC/);
  });

  it("frame-ancestors: 'none' by default, 'self' or origins when the operator says so, nothing else", () => {
    expect(frameAncestors(undefined)).toBe("'none'");
    expect(frameAncestors("'self' https://portal.example")).toBe("'self' https://portal.example");
    expect(() => frameAncestors('*')).toThrow(/PERYA_FRAME_ANCESTORS/);
    expect(() => frameAncestors("https://a.example 'unsafe-inline'")).toThrow(/PERYA_FRAME_ANCESTORS/);
  });

  it('the _headers file carries the policy with frame-ancestors, nosniff and no referrer, and reads back', () => {
    const headers = brandHeaders(brandCsp(HTML, sources), "'none'");
    const parsed = parseHeadersFile(headersFile(headers));
    expect(parsed).toEqual(headers);
    expect(parsed['Content-Security-Policy']).toMatch(/; frame-ancestors 'none'$/);
    expect(parsed['X-Content-Type-Options']).toBe('nosniff');
    expect(parsed['X-Frame-Options']).toBe('DENY');
    expect(brandHeaders('x', 'https://portal.example')['X-Frame-Options']).toBeUndefined();
  });

  it('the <meta> goes first after the charset; inline handlers and style attributes fail the build', () => {
    const html = withCspMeta(HTML, "default-src 'none'");
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeGreaterThan(html.indexOf('charset'));
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf('<style>'));
    expect(() => assertNoInlineAttributes('<body onload="go()">')).toThrow(/onload=/);
    expect(() => assertNoInlineAttributes('<div style="color:red">')).toThrow(/style=/);
    expect(() => assertNoInlineAttributes(HTML)).not.toThrow();
  });
});
