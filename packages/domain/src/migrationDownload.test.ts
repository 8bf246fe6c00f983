import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  COPY_TEXT_MAX,
  downloadPageUrl,
  migrationHandOff,
  parseDownloadQuery,
  readQuery,
  tradeDetailDeepLink,
  tradeDetailPath,
  transferToMainPath,
  writeQuery,
} from './migrationDownload';

const MIGRATE_LINK = 'http://127.0.0.1:5173/#/?userCode=1042&appCode=childph01';

describe('spec §2 the main app download page takes the migrate award and a copied text as query parameters', () => {
  it('reads both, the award in minor units', () => {
    const q = parseDownloadQuery(new URLSearchParams({ migrateAward: '5000', copyText: ` ${MIGRATE_LINK}\n` }));
    expect(q).toEqual({ migrateAward: 5000, copyText: MIGRATE_LINK });
  });

  it('shows no award for an absent, zero, negative, fractional or absurd value', () => {
    for (const bad of [null, '', '0', '-5', '12.5', '1e4', 'abc', '9'.repeat(20)]) {
      const params = new URLSearchParams(bad === null ? {} : { migrateAward: bad });
      expect(parseDownloadQuery(params).migrateAward, String(bad)).toBeNull();
    }
  });

  it('drops a copied text that is too long rather than cut it', () => {
    expect(parseDownloadQuery(new URLSearchParams({ copyText: 'x'.repeat(COPY_TEXT_MAX) })).copyText).toHaveLength(COPY_TEXT_MAX);
    expect(parseDownloadQuery(new URLSearchParams({ copyText: 'x'.repeat(COPY_TEXT_MAX + 1) })).copyText).toBe('');
  });

  it('is reached from a child app migrate-over tip: the main app URL with the award and the link to copy', () => {
    const url = downloadPageUrl(MIGRATE_LINK, { migrateAward: 5000, copyText: MIGRATE_LINK });
    expect(url).toBe(`http://127.0.0.1:5173/#/download?migrateAward=5000&copyText=${encodeURIComponent(MIGRATE_LINK)}`);
    const [, query] = (url ?? '').split('#/download?');
    expect(parseDownloadQuery(new URLSearchParams(query))).toEqual({ migrateAward: 5000, copyText: MIGRATE_LINK });
    expect(downloadPageUrl('https://main.example/app/?x=1', { copyText: '' })).toBe('https://main.example/app/#/download');
    expect(downloadPageUrl('https://main.example/', { migrateAward: 0, copyText: 'hi' })).toBe('https://main.example/#/download?copyText=hi');
    expect(downloadPageUrl('javascript:alert(1)', { copyText: '' })).toBeNull();
    expect(downloadPageUrl('', { copyText: '' })).toBeNull();
  });
});

describe('spec §4 the migrate-over hand-over (userCode, appCode) to /transferToMain', () => {
  it('finds both in a link, before or after the hash, or in a bare query', () => {
    expect(migrationHandOff(MIGRATE_LINK)).toEqual({ userCode: '1042', appCode: 'childph01' });
    expect(migrationHandOff('https://main.example/?appCode=childph01&userCode=C9#/')).toEqual({ userCode: 'C9', appCode: 'childph01' });
    expect(migrationHandOff('?userCode=7&appCode=child_2')).toEqual({ userCode: '7', appCode: 'child_2' });
    expect(transferToMainPath({ userCode: '1042', appCode: 'childph01' })).toBe('/transferToMain?userCode=1042&appCode=childph01');
  });

  it('answers null without both, or with a malformed app code', () => {
    for (const text of ['', 'http://127.0.0.1:5173/#/', '?userCode=7', '?appCode=childph01', '?userCode=&appCode=childph01', '?userCode=7&appCode=bad code']) {
      expect(migrationHandOff(text), text).toBeNull();
    }
  });
});

describe('spec §2 query codec: reads and writes queries exactly as URLSearchParams (pure, no DOM globals)', () => {
  it('agrees with URLSearchParams both ways (property)', () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 12 });
    fc.assert(
      fc.property(fc.array(fc.tuple(text, text), { maxLength: 5 }), (entries) => {
        const written = writeQuery(entries);
        if (written !== new URLSearchParams(entries).toString()) return false;
        const read = readQuery(written);
        const reference = new URLSearchParams(written);
        return entries.every(([name]) => read.get(name) === reference.get(name));
      }),
    );
    for (const raw of ['a=%&b=1', 'a&a=2', 'x=1+2', '=v', 'k=%E2%82%B1']) {
      const reference = new URLSearchParams(raw);
      for (const name of ['a', 'b', 'x', '', 'k']) expect(readQuery(raw).get(name), `${raw} ${name}`).toBe(reference.get(name));
    }
  });
  it('builds the same download URL a URL parser would', () => {
    for (const base of ['https://Main.Example', 'http://user:pw@127.0.0.1:5173/app?x=1#/y', 'https://main.example/a/b/']) {
      const url = new URL(base);
      expect(downloadPageUrl(base, { copyText: '' })).toBe(`${url.origin}${url.pathname}#/download`);
    }
    expect(downloadPageUrl('ftp://main.example/', { copyText: '' })).toBeNull();
  });
});

describe('spec §2 opening the main app uses a deep link to a trade detail page', () => {
  it('opens the named market, or the default one for a missing or unknown symbol', () => {
    expect(tradeDetailPath('ETHUSDT')).toBe('/trade/detail?symbol=ETHUSDT');
    expect(tradeDetailPath()).toBe('/trade/detail?symbol=BTCUSDT');
    expect(tradeDetailPath('<script>')).toBe('/trade/detail?symbol=BTCUSDT');
  });
  it('builds the link on the main app URL, replacing its hash and keeping its query', () => {
    expect(tradeDetailDeepLink('https://Main.Example/app/#/promo')).toBe('https://main.example/app/#/trade/detail?symbol=BTCUSDT');
    expect(tradeDetailDeepLink('https://main.example', 'EURUSD')).toBe('https://main.example/#/trade/detail?symbol=EURUSD');
    const handOff = tradeDetailDeepLink('https://main.example/?userCode=1042&appCode=childph01');
    expect(handOff).toBe('https://main.example/?userCode=1042&appCode=childph01#/trade/detail?symbol=BTCUSDT');
    // The main app still finds the hand-over in the query (spec §4 routes to /transferToMain).
    expect(migrationHandOff(new URL(handOff ?? '').search)).toEqual({ userCode: '1042', appCode: 'childph01' });
  });
  it('answers null for anything but an http(s) address', () => {
    for (const url of ['', 'javascript:alert(1)', 'main.example', 'ftp://main.example/']) expect(tradeDetailDeepLink(url), url).toBeNull();
  });
});
