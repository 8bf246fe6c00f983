// The typed map of contract endpoint name → handler that modules fill in.
import type { Contract, EndpointName } from '@perya/api/contract';
import type { Handler } from './routes';

export type Handlers = { readonly [K in EndpointName]?: Handler<Contract[K]> };

/** A header's single value, or undefined. */
export function headerValue(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const value = headers[name];
  const single = Array.isArray(value) ? value[0] : value;
  return single === undefined || single === '' ? undefined : single.slice(0, 255);
}
