// Test helpers of the views: a memory key-value store and a demo transport on it.
import { createDemoStore, type KeyValue } from './transport/demoStore';
import { createDemoTransport, type DemoTransportOptions } from './transport/demoTransport';

export function memoryKv(initial: Record<string, string> = {}): KeyValue & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return { data, get: (k) => data.get(k) ?? null, set: (k, v) => void data.set(k, v) };
}

export function demoTransportForTest(options: Partial<DemoTransportOptions> = {}) {
  const kv = memoryKv();
  const store = createDemoStore(kv);
  return { kv, store, transport: createDemoTransport({ store, ...options }) };
}
