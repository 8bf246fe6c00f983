// The native Android bridge (spec §7): the wrapper app injects a JavaScript interface object on
// `window` with pushCustom, getDataCacheValue and setDataCacheValue. Its name is brand data.

export interface AndroidBridge {
  /** Event name as UTF-8 bytes (spec §7 "pushCustom (event name as bytes)"). */
  pushCustom?(bytes: number[]): void;
  getDataCacheValue?(key: string): string | null | undefined;
  setDataCacheValue?(key: string, value: string): void;
}

/** The bridge object when the page runs inside the Android wrapper, else null. */
export function findBridge(win: object, name: string): AndroidBridge | null {
  const candidate = (win as Record<string, unknown>)[name];
  return candidate !== null && typeof candidate === 'object' ? (candidate as AndroidBridge) : null;
}

/** UTF-8 bytes of a string as plain numbers (an Android JavascriptInterface cannot take a typed array). */
export function utf8Bytes(text: string): number[] {
  return Array.from(new TextEncoder().encode(text));
}
