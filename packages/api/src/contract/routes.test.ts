// `routes` names every contract endpoint without its schemas; the client loads them on first use.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EndpointOptions } from './endpoint';
import { contract, type EndpointName } from './index';
import { hasSchemas, loadContract, loadEndpoint, routes } from './routes';

describe('routes', () => {
  it('names exactly the endpoints of the contract', () => {
    expect(Object.keys(routes).sort()).toEqual(Object.keys(contract).sort());
  });

  it.each(Object.keys(contract) as EndpointName[])('%s: same name, auth and failure options as the contract', (name) => {
    const ref = routes[name];
    const endpoint = contract[name];
    expect(ref.name).toBe(endpoint.name);
    expect(ref.auth).toBe(endpoint.auth);
    // What the client does with a failure when the contract chunk did not load.
    const options: EndpointOptions = endpoint.options;
    const swallow = (o: EndpointOptions) => o.swallowErrors === true;
    const quiet = (o: EndpointOptions) => o.noToast === true || swallow(o);
    expect(swallow(ref.options)).toBe(swallow(options));
    expect(quiet(ref.options)).toBe(quiet(options));
  });

  it('loads the endpoint a ref names, with its schemas, from the one contract module', async () => {
    const endpoint = await loadEndpoint(routes.userInfo);
    expect(endpoint).toBe(contract.userInfo);
    expect(hasSchemas(endpoint)).toBe(true);
    expect(hasSchemas(routes.userInfo)).toBe(false);
    expect(await loadContract()).toBe(await loadContract());
  });

  it('imports nothing at run time (types only), so it stays out of the first load', () => {
    const text = readFileSync(path.join(import.meta.dirname, 'routes.ts'), 'utf8');
    const imports = [...text.matchAll(/^import\s+(type\s+)?[^;]*;/gm)];
    expect(imports.length).toBeGreaterThan(0);
    for (const m of imports) expect(m[1], m[0]).toBe('type ');
  });
});
