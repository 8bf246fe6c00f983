// Operator texts in every locale (issue 23): the seed carries missions, promotions, banners, VIP
// levels and privileges and offer names per locale; each call is answered in the caller's locale
// (the accept-language header the apps send), English when the locale has no text of its own;
// the operator replaces texts at /ops/texts (operator token), and bad input changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, ERROR_CODES, frontGameValue } from '@perya/api/contract';
import { LOCALES, type LocaleCode } from '@perya/domain';
import { loadSeedFile } from '../src/modules/app/seed';
import { textSlots } from '../src/modules/texts/slots';
import { createOperatorTexts, OPERATOR_TEXTS_KEY } from '../src/modules/texts/texts';
import { testClient } from './client';
import { DB_KINDS, SEED_FILE, registerPlayer, startTestServer, type TestServer } from './harness';

const TOKEN = 'op-texts-4b1d9e7c2a5f8b3d6e0c1a9f';
/** Locales the shipped seed translates; en-IN and en-MY read the English. */
const TRANSLATED: readonly LocaleCode[] = ['id-ID', 'ms-MY', 'es-MX', 'pt-BR', 'zh-CN'];
let phoneSeq = 0;
const nextPhone = () => `0917${String(6_000_000 + (phoneSeq += 1)).padStart(7, '0')}`;

function seedSlots() {
  const seed = loadSeedFile(SEED_FILE);
  return textSlots({
    engagement: seed.engagement,
    promotions: seed.promotions,
    guaranteed: seed.guaranteed,
    wallet: seed.wallet,
    bonus: seed.bonus,
    frontGame: seed.publicConfig.front_game,
  });
}

describe('the shipped seed', () => {
  it('gives missions, promotions, banners, VIP levels and privileges and offer names in every translated locale', () => {
    const kinds = ['mission', 'vipLevel', 'promo', 'promoPage', 'banner', 'homePromo', 'plate', 'offer', 'firstDeposit'];
    const slots = seedSlots().filter((s) => kinds.includes(s.ref.split(':')[0] ?? ''));
    expect(new Set(slots.map((s) => s.ref.split(':')[0]))).toEqual(new Set(kinds));
    for (const slot of slots) {
      for (const text of Array.isArray(slot.seed) ? slot.seed : [slot.seed]) {
        expect(typeof text, slot.ref).toBe('object');
        const map = text as Record<string, string>;
        expect(Object.keys(map).sort(), slot.ref).toEqual(['en-PH', ...TRANSLATED].sort());
        for (const locale of TRANSLATED) expect(map[locale], `${slot.ref} ${locale}`).not.toBe('');
      }
    }
  });
});

async function ops(server: TestServer, method: 'GET' | 'PUT', body?: unknown, token: string | null = TOKEN) {
  const response = await fetch(`${server.baseUrl}/ops/texts`, {
    method,
    headers: { 'content-type': 'application/json', ...(token === null ? {} : { 'x-operator-token': token }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, json: (await response.json()) as { code: string; data: Record<string, unknown> | null } };
}

describe.each(DB_KINDS)('operator texts on %s', (kind) => {
  let server: TestServer;
  let session: { token: string; userId: string };
  /** The registered player's client speaking `locale`. */
  const as = (locale: string | undefined) => {
    const client = testClient(server.baseUrl, locale === undefined ? {} : { locale });
    client.setSession(session);
    return client;
  };
  const missionTitle = async (locale: string | undefined, id = 'daily_bet') => {
    const page = await as(locale).call(contract.missionMainPage);
    return [...page.dailyMisson, ...page.accumulativeMisson].find((m) => m.id === id)?.title;
  };
  const banners = async (locale: string) =>
    frontGameValue.parse((await testClient(server.baseUrl, { locale }).call(contract.publicConfigV2, { key: 'front_game' })).value).banners.map((b) => b.title);

  beforeAll(async () => {
    server = await startTestServer(kind, { env: { OPERATOR_TOKEN: TOKEN } });
    ({ session } = await registerPlayer(server.baseUrl, nextPhone()));
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers missions, VIP levels and privileges, promotions, banners and offers in the caller’s locale', async () => {
    expect(await missionTitle('id-ID')).toBe('Taruhan ₱500 hari ini');
    expect(await missionTitle('zh-CN')).toBe('今日投注 ₱500');
    expect(await missionTitle('en-PH')).toBe('Bet ₱500 today');
    const vip = await as('es-MX').call(contract.vipSelfLevel);
    expect([vip.levelName, vip.nextLevelName, vip.privileges]).toEqual(['Bronce', 'Plata', ['Recompensas diarias por iniciar sesión', 'Giro diario con puntos']]);
    expect(vip.levels.map((l) => l.name)).toEqual(['Bronce', 'Plata', 'Oro', 'Platino', 'Platinum', 'Diamante']);
    expect((await as('pt-BR').call(contract.userInfo)).vipName).toBe('Bronze');
    expect((await as('zh-CN').call(contract.userInfo)).vipName).toBe('青铜');
    const promos = await as('pt-BR').call(contract.promoList);
    expect(promos.list.find((p) => p.id === 'spin')).toMatchObject({ title: 'Giro da sorte', summary: '200 pontos compram um giro da roleta' });
    expect(promos.list.find((p) => p.kind === 'deposit')?.summary).toBe('Deposite ₱200.00 ou mais e ganhe 10% extra, até ₱1,000.00');
    expect(await banners('ms-MY')).toEqual(['Bonus alu-aluan', 'Sabong secara langsung']);
    expect((await as('zh-CN').call(contract.payListUpActivity)).list.map((a) => a.title)).toEqual(['存款奖金 10%']);
  });

  it('falls back to English for a locale with no text of its own, a header it does not know, or none', async () => {
    for (const locale of ['en-IN', 'en-MY', 'fr-FR', undefined]) expect(await missionTitle(locale), String(locale)).toBe('Bet ₱500 today');
    expect(await banners('en-MY')).toEqual(['Welcome bonus', 'Live sabong']);
    // A language without its region still finds its locale.
    expect(await missionTitle('id')).toBe('Taruhan ₱500 hari ini');
  });

  it('lets the operator set a text per locale; the players read it at once, other locales fall back to English', async () => {
    const set = await ops(server, 'PUT', { ref: 'mission:daily_bet:title', text: { 'en-PH': 'Bet ₱500 before midnight', 'id-ID': 'Taruhan ₱500 sebelum tengah malam' } });
    expect(set.json).toMatchObject({ code: ERROR_CODES.SUCCESS, data: { replaced: true } });
    expect(await missionTitle('id-ID')).toBe('Taruhan ₱500 sebelum tengah malam');
    expect(await missionTitle('zh-CN')).toBe('Bet ₱500 before midnight');
    // A VIP level's privileges are a list; a banner's title a single text.
    await ops(server, 'PUT', { ref: 'vipLevel:0:privileges', text: [{ 'en-PH': 'Daily spin', 'es-MX': 'Giro diario' }, 'Free sign-in gift'] });
    expect((await as('es-MX').call(contract.vipSelfLevel)).privileges).toEqual(['Giro diario', 'Free sign-in gift']);
    await ops(server, 'PUT', { ref: 'banner:welcome:title', text: { 'en-PH': 'Welcome!', 'pt-BR': 'Bem-vindo!' } });
    expect(await banners('pt-BR')).toEqual(['Bem-vindo!', 'Sabong ao vivo']);
    // Stored apart from the seed (which every start writes again), so it outlives a restart.
    const stored = await server.database.db.selectFrom('config_values').select('value').where('key', '=', OPERATOR_TEXTS_KEY).executeTakeFirstOrThrow();
    const reloaded = await createOperatorTexts(server.database.db, seedSlots(), server.clock.now);
    expect(reloaded.text('mission:daily_bet:title', 'seed', 'id-ID')).toBe('Taruhan ₱500 sebelum tengah malam');
    expect(Object.keys(JSON.parse(stored.value) as object).sort()).toEqual(['banner:welcome:title', 'mission:daily_bet:title', 'vipLevel:0:privileges']);
    // null goes back to the seed's text.
    expect((await ops(server, 'PUT', { ref: 'mission:daily_bet:title', text: null })).json.data).toMatchObject({ replaced: false });
    expect(await missionTitle('id-ID')).toBe('Taruhan ₱500 hari ini');
    const listed = (await ops(server, 'GET')).json.data as { texts: { ref: string; replaced: boolean }[] };
    expect(listed.texts.find((t) => t.ref === 'banner:welcome:title')?.replaced).toBe(true);
    expect(listed.texts.find((t) => t.ref === 'mission:daily_bet:title')?.replaced).toBe(false);
  });

  it('refuses bad input with the reason, and changes nothing', async () => {
    const before = await ops(server, 'GET');
    const refusals: [unknown, RegExp | undefined][] = [
      [{ ref: 'mission:nope:title', text: 'x' }, /no text mission:nope:title/],
      [{ ref: 'mission:daily_bet:title', text: { 'en-PH': 'x', fil: 'y' } }, /unknown locale "fil"/],
      [{ ref: 'mission:daily_bet:title', text: { 'id-ID': 'Taruhan' } }, /en-PH text is required/],
      [{ ref: 'mission:daily_bet:title', text: '' }, undefined],
      [{ ref: 'mission:daily_bet:title', text: 'x'.repeat(65) }, undefined],
      [{ ref: 'mission:daily_bet:title', text: ['a list for a single text'] }, undefined],
      [{ ref: 'vipLevel:0:privileges', text: 'one text for a list' }, undefined],
      [{ ref: 'vipLevel:0:name', text: 42 }, undefined],
      [{ text: 'no ref' }, undefined],
    ];
    for (const [body, reason] of refusals) {
      const answer = await ops(server, 'PUT', body);
      expect([answer.status, answer.json.code], JSON.stringify(body)).toEqual([400, ERROR_CODES.VALIDATION]);
      if (reason !== undefined) expect(String(answer.json.data?.reason), JSON.stringify(body)).toMatch(reason);
    }
    // Without the operator token the door is shut.
    for (const token of [null, 'wrong']) {
      const answer = await ops(server, 'PUT', { ref: 'mission:daily_bet:title', text: 'Hijacked' }, token);
      expect(answer.json.code).toBe(ERROR_CODES.UNAUTHORIZED);
      expect((await ops(server, 'GET', undefined, token)).json.code).toBe(ERROR_CODES.UNAUTHORIZED);
    }
    expect(await ops(server, 'GET')).toEqual(before);
    expect(await missionTitle('en-PH')).toBe('Bet ₱500 today');
  });
});

describe('LOCALES', () => {
  it('the seed translates every locale but the English variants', () => {
    expect(LOCALES.filter((l) => !TRANSLATED.includes(l))).toEqual(['en-PH', 'en-IN', 'en-MY']);
  });
});
