// Every locale is complete: same keys as en-PH (the source of truth), every spec §8 message
// translated, the same interpolation placeholders, and real translations where the language differs.
import { LOCALES, MESSAGES, MESSAGE_KEYS } from '@perya/domain';
import type { LocaleCode } from '@perya/domain';
import { describe, expect, it } from 'vitest';
import { diffKeys, leafPaths } from '../keys';
import { loadLocaleResources } from '../loaders';
import type { LocaleResources } from '../resources';
import { enPH } from './en-PH';

const all = new Map<LocaleCode, LocaleResources>(
  await Promise.all(LOCALES.map(async (code) => [code, await loadLocaleResources(code)] as const)),
);

function leafValue(tree: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
}

const englishVariants: readonly LocaleCode[] = ['en-PH', 'en-IN', 'en-MY'];
const enPaths = leafPaths(enPH);

describe('en-PH, the source of truth', () => {
  it('has messages.<key> for every key of the domain catalogue, with its English text', () => {
    expect(Object.keys(enPH.messages).sort()).toEqual([...MESSAGE_KEYS].sort());
    for (const key of MESSAGE_KEYS) expect(enPH.messages[key]).toBe(MESSAGES[key]);
  });

  it('covers the spec §2 tab bar entries and text-label tabs', () => {
    const tabs = ['home', 'invite', 'menu', 'ring', 'scratch', 'crash', 'color', 'lobby', 'wallet', 'service',
      'account', 'download', 'promotion', 'deposit', 'rewards', 'trade', 'order', 'help', 'profile'];
    expect(Object.keys(enPH.nav).sort()).toEqual([...tabs].sort());
  });

  it('names every third-party game type of spec §1', () => {
    expect(Object.keys(enPH.games.types).sort()).toEqual(
      ['Arcade', 'Bingo', 'CasinoLive', 'CasinoSlot', 'CasinoTable', 'Fishing', 'Lottery', 'Poker'],
    );
  });
});

describe.each(LOCALES.map((code) => [code]))('%s', (code) => {
  const resources = all.get(code);

  it('has exactly the keys en-PH has', () => {
    expect(diffKeys(enPH, resources)).toEqual({ missing: [], extra: [] });
  });

  it('translates every user message of the domain catalogue (spec §8)', () => {
    const missing = MESSAGE_KEYS.filter((key) => typeof resources?.messages[key] !== 'string');
    expect(missing).toEqual([]);
  });

  it('has a non-empty string at every key', () => {
    const empty = enPaths.filter((path) => {
      const value = leafValue(resources, path);
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(empty).toEqual([]);
  });

  it('uses the same interpolation placeholders as en-PH at every key', () => {
    const mismatched = enPaths.filter((path) => {
      const source = leafValue(enPH, path) as string;
      const target = leafValue(resources, path);
      return typeof target !== 'string' || placeholders(source).join('|') !== placeholders(target).join('|');
    });
    expect(mismatched).toEqual([]);
  });

  if (!englishVariants.includes(code)) {
    it('is a real translation, not en-PH copied', () => {
      const same = enPaths.filter((path) => leafValue(resources, path) === leafValue(enPH, path));
      // Brand names, codes and pure placeholders ('GCash', 'CPF/CNPJ', '{{current}} / {{target}}')
      // legitimately stay the same; prose must not.
      expect(same.length / enPaths.length).toBeLessThan(0.15);
      expect(resources?.messages.networkAnomaly).not.toBe(MESSAGES.networkAnomaly);
    });
  }
});

describe('regional English variants', () => {
  it('en-IN and en-MY are complete copies of en-PH with their own wording where it differs', () => {
    expect(all.get('en-IN')?.wallet.currencyName).toBe('Indian rupee');
    expect(all.get('en-MY')?.wallet.currencyName).toBe('Malaysian ringgit');
    expect(all.get('en-IN')?.auth.sendCode).toBe('Send OTP');
    expect(all.get('en-MY')?.messages).toEqual(enPH.messages);
  });

  it('leaves en-PH itself untouched', () => {
    expect(enPH.wallet.currencyName).toBe('Philippine peso');
    expect(enPH.auth.sendCode).toBe('Send code');
  });
});
