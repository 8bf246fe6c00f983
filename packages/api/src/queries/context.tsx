// Supplies the x2 client to the React Query hooks.
import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '../client/createClient';

const ApiClientContext = createContext<ApiClient | null>(null);

export function ApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

/** The client of the nearest ApiClientProvider. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (client === null) throw new Error('useApiClient: wrap the tree in <ApiClientProvider client={...}>');
  return client;
}
