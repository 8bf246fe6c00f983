// Issue 15 item 5: each market switch enforced by the server, for the player's market (the brand
// they signed up from, else the operator's). One server per database: the operator's market is
// BR (no e-sabong, no crypto, no sign-up bonus, an identity check before the first deposit); a
// brand (app code `phtest`) is in PH, with the seed's licence exception (e-sabong on).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, contract } from '@perya/api/contract';
import { MESSAGES } from '@perya/domain';
import { loadSeedFile } from '../src/modules/app/seed';
import { createLedger } from '../src/modules/ledger/ledger';
import { kycSealContext } from '../src/modules/kyc/service';
import { unseal } from '../src/security/sealing';
import { failure } from './client';
import { dataUrl, jpegImage, pngImage, realJpeg } from './fixtures/images';
import { DB_KINDS, SEED_FILE, fundedPlayer, latestCode, rawCall, registerPlayer, startTestServer, type TestServer } from './harness';

const KEY = randomBytes(32);
const PH_APP = 'phtest';
const seedWallet = loadSeedFile(SEED_FILE).wallet;
const USDT = { id: 'usdt_trc20', name: 'USDT (TRC20)', method: 'crypto' as const, kind: 'page' as const, min: 10_000, max: 5_000_000, icon: '/icons/crypto/trc20.png', adapter: 'sandbox', crypto: true };
const SABONG = { gameProvider: 'og', gameId: '10006' };

describe.each(DB_KINDS)('market switches on %s', (kind) => {
  let server: TestServer;
  let br: Awaited<ReturnType<typeof registerPlayer>>;
  let ph: Awaited<ReturnType<typeof registerPlayer>>;

  beforeAll(async () => {
    server = await startTestServer(kind, {
      // The production default of 10 attempts per account per window (the identity-check limit test).
      env: { KYC_DATA_KEY: KEY.toString('hex'), RATE_LIMIT_PER_ACCOUNT: '10' },
      deps: {
        protectionConfig: { market: 'BR', brands: [{ appCodes: [PH_APP], market: 'PH' }], overrides: { PH: { sabong: true } } },
        walletConfig: { ...seedWallet, payChannels: [...seedWallet.payChannels, USDT] },
        // Fights only when the test opens one.
        sabongSchedule: null,
      },
    });
    br = await registerPlayer(server.baseUrl, '09175551001', undefined, {});
    ph = await registerPlayer(server.baseUrl, '09175551002', undefined, { appCode: PH_APP });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('e-sabong: hidden from the lists and refused to a BR player; listed and open to a PH player', async () => {
    const ids = async (p: typeof br) => (await p.client.call(contract.gameAllList, {})).list.map((g) => `${g.gameProvider}_${g.gameId}`);
    expect(await ids(br)).not.toContain('og_10006');
    expect(await ids(ph)).toContain('og_10006');
    const sabongEnabled = async (p: typeof br) => (await p.client.call(contract.ogConfig)).games.find((g) => g.game === 'sabong')?.enabled;
    expect(await sabongEnabled(br)).toBe(false);
    expect(await sabongEnabled(ph)).toBe(true);
    expect((await br.client.call(contract.ogSabongState)).enabled).toBe(false);
    expect((await ph.client.call(contract.ogSabongState)).enabled).toBe(true);
    // An open fight: the PH player's bet stands, the BR player's is refused and moves nothing.
    const ledger = createLedger(server.database.db, server.clock.now);
    for (const p of [br, ph]) {
      await ledger.post({
        idempotencyKey: `market-test:${p.userId}`,
        cause: 'deposit',
        reference: `market-test-${p.userId}`,
        postings: [
          { account: { system: 'clearing' }, amount: -50_000 },
          { account: { userId: p.userId, wallet: 'main' }, amount: 50_000 },
        ],
      });
    }
    const opened = (await rawCall(server.baseUrl, 'POST', '/ops/sabong/open', '{}')).json as { data: { fightId: string } };
    const fightId = opened.data.fightId;
    const bet = await failure(br.client.call(contract.ogSabongBet, { requestId: 'sabong_br_1', fightId, side: 'meron', stake: 10_000 }));
    expect(bet.code).toBe(ERROR_CODES.FEATURE_DISABLED);
    expect((await ledger.balances(br.userId)).main).toBe(50_000);
    expect((await ph.client.call(contract.ogSabongBet, { requestId: 'sabong_ph_1', fightId, side: 'meron', stake: 10_000 })).balance).toBe(40_000);
    expect((await failure(br.client.call(contract.gameLaunch, { ...SABONG }))).code).toBe(ERROR_CODES.FEATURE_DISABLED);
    // Other games are the same for both.
    expect((await ids(br)).length).toBe((await ids(ph)).length - 1);
  });

  it("spec §1: user info names the account's market and the currency of its money, whatever the language", async () => {
    expect(await br.client.call(contract.userInfo)).toMatchObject({ market: 'BR', currency: 'BRL' });
    expect(await ph.client.call(contract.userInfo)).toMatchObject({ market: 'PH', currency: 'PHP' });
    // The interface language is the client's business: the account's money does not follow it.
    const edited = await ph.client.call(contract.userInfoEdit, { avatar: 2 });
    expect(edited).toMatchObject({ market: 'PH', currency: 'PHP' });
  });

  it('crypto: no crypto cash-in or cash-out channel listed for a BR player, and refused NOT_IN_MARKET', async () => {
    const payIds = async (p: typeof br) => (await p.client.call(contract.payChannels)).list.map((c) => c.id);
    expect(await payIds(br)).not.toContain(USDT.id);
    expect(await payIds(ph)).toContain(USDT.id);
    const methods = async (p: typeof br) => new Set((await p.client.call(contract.channelList)).list.map((c) => c.method));
    expect(await methods(br)).toEqual(new Set(['bank']));
    expect(await methods(ph)).toEqual(new Set(['bank', 'gcash', 'crypto']));

    const deposit = await failure(br.client.call(contract.recharge, { amount: 20_000, channelId: USDT.id }));
    expect([deposit.code, deposit.msg]).toEqual([ERROR_CODES.NOT_IN_MARKET, MESSAGES.notInMarket]);
    const crypto = { method: 'crypto' as const, bankCode: 'TRC20', bankName: 'USDT', accountNo: 'TXYZ1234567890abcdef', accountName: 'Maria Clara', amount: 10_000, pwd: 'Tarsier42' };
    const withdraw = await failure(br.client.call(contract.withdrawApply, crypto));
    expect(withdraw.code).toBe(ERROR_CODES.NOT_IN_MARKET);
    expect(await server.database.db.selectFrom('deposit_orders').select('order_no').where('user_id', '=', br.userId).execute()).toEqual([]);
    // A PH player passes the market switch (and meets the wallet's own rules: no balance here).
    const phCrypto = await failure(ph.client.call(contract.withdrawApply, crypto));
    expect(phCrypto.code).not.toBe(ERROR_CODES.NOT_IN_MARKET);
    expect((await ph.client.call(contract.recharge, { amount: 20_000, channelId: USDT.id })).channelId).toBe(USDT.id);
  });

  it('cash flows per market: a PH player gets GCash, Maya, GrabPay, ShopeePay, QR Ph, online banking and the PH banks; a BR player Pix and the BR banks', async () => {
    const pay = async (p: typeof br) => (await p.client.call(contract.payChannels)).list.map((c) => c.method);
    // The PH list in the market's order; the crypto cash-in the brand's market allows comes last.
    expect(await pay(ph)).toEqual(['gcash', 'maya', 'grabpay', 'shopeepay', 'qrph', 'online_banking', 'crypto']);
    expect(await pay(br)).toEqual(['pix', 'online_banking']);
    const banks = async (p: typeof br) => (await p.client.call(contract.channelList)).list.filter((c) => c.method === 'bank');
    const phBanks = await banks(ph);
    expect(phBanks.length).toBeGreaterThanOrEqual(30);
    expect(phBanks.map((b) => b.code)).toEqual(expect.arrayContaining(['BDO', 'BPI', 'MBTC', 'LBP', 'UBP', 'GOTYME', 'MAYABANK']));
    expect(phBanks.map((b) => b.code)).not.toContain('001');
    expect((await banks(br)).map((b) => b.code)).toEqual(expect.arrayContaining(['001', '237', '341']));
    expect((await banks(br)).map((b) => b.code)).not.toContain('BDO');
  });

  it('Pix, CPF and agency code only for a BR account: each is refused for a PH account, with a word why', async () => {
    // Pix is not a PH method: refused as not offered, and a CPF sent with a PH deposit is refused, not dropped.
    const pix = await failure(ph.client.call(contract.recharge, { amount: 20_000, channelId: 'pix', name: 'Maria Clara', email: 'maria@example.com', taxId: '52998224725' }));
    expect(pix.code).toBe(ERROR_CODES.NOT_IN_MARKET);
    const cpf = await failure(ph.client.call(contract.recharge, { amount: 20_000, channelId: 'qrph', taxId: '52998224725' }));
    expect([cpf.code, cpf.msg]).toEqual([ERROR_CODES.VALIDATION, MESSAGES.taxIdNotInMarket]);
    expect((await failure(br.client.call(contract.recharge, { amount: 20_000, channelId: 'gcash_pay' }))).code).toBe(ERROR_CODES.NOT_IN_MARKET);
    expect(await server.database.db.selectFrom('deposit_orders').select('order_no').where('user_id', 'in', [br.userId, ph.userId]).where('channel_id', '!=', USDT.id).execute()).toEqual([]);

    const bank = { method: 'bank' as const, bankName: 'x', accountNo: '001234567890', accountName: 'Maria Clara', amount: 10_000, pwd: 'Tarsier42' };
    // A PH bank by its account number alone passes the destination check (and meets the proof rule next).
    const phBank = await failure(ph.client.call(contract.withdrawApply, { ...bank, bankCode: 'GOTYME' }));
    expect(phBank.code).toBe(ERROR_CODES.WITHDRAWAL_PROOF_REQUIRED);
    const phAgency = await failure(ph.client.call(contract.withdrawApply, { ...bank, bankCode: 'GOTYME', agencyCode: '0001' }));
    expect([phAgency.code, phAgency.msg]).toEqual([ERROR_CODES.VALIDATION, MESSAGES.agencyCodeNotInMarket]);
    // A Brazilian bank needs its agency code and account type; a PH bank is not one of a BR player's.
    const brNoAgency = await failure(br.client.call(contract.withdrawApply, { ...bank, bankCode: '341' }));
    expect([brNoAgency.code, brNoAgency.msg]).toEqual([ERROR_CODES.VALIDATION, MESSAGES.informationRequired]);
    expect((await failure(br.client.call(contract.withdrawApply, { ...bank, bankCode: '341', agencyCode: '0001', accountType: 'checking' }))).code).toBe(
      ERROR_CODES.WITHDRAWAL_PROOF_REQUIRED,
    );
    expect((await failure(br.client.call(contract.withdrawApply, { ...bank, bankCode: 'BDO' }))).msg).toBe(MESSAGES.checkInformation);
    expect(await server.database.db.selectFrom('withdrawal_orders').select('order_no').where('user_id', 'in', [br.userId, ph.userId]).execute()).toEqual([]);
  });

  it('sign-up bonus: a BR account is created but never marked for one, nor offered the migration award', async () => {
    const brNew = await registerPlayer(server.baseUrl, '09175551003', undefined, { giveBonus: 1 } as never);
    const phNew = await registerPlayer(server.baseUrl, '09175551004', undefined, { appCode: PH_APP, giveBonus: 1 } as never);
    expect((await brNew.client.call(contract.userInfo)).giveBonus).toBe(false);
    expect((await phNew.client.call(contract.userInfo)).giveBonus).toBe(true);
    const rows = await server.database.db.selectFrom('users').select(['id', 'give_bonus']).where('id', 'in', [brNew.userId, phNew.userId]).orderBy('id').execute();
    expect(rows.map((r) => Number(r.give_bonus))).toEqual([0, 1]);

    // A child account moving into the PH player's account gets the award; one that would open a new
    // account (operator's market, BR) is offered none.
    await server.database.db
      .insertInto('child_accounts')
      .values([
        { app_code: 'child_m', user_code: 'M1', amount: 100_00, migrated_at: null, phone: '09175551004' },
        { app_code: 'child_m', user_code: 'M2', amount: 100_00, migrated_at: null, phone: '09175551099' },
      ])
      .execute();
    expect(await br.client.call(contract.migrationBonusCheck, { appCode: 'child_m', userCode: 'M1' })).toMatchObject({ canMigrate: true, migrateAwardAmount: 5000 });
    expect(await br.client.call(contract.migrationBonusCheck, { appCode: 'child_m', userCode: 'M2' })).toEqual({
      canMigrate: true,
      migrateAmount: 100_00,
      migrateAward: '',
      migrateAwardAmount: 0,
    });
  });

  it('identity check before the first deposit: refused KYC_REQUIRED until a sandbox check passes, then allowed; sealed at rest', async () => {
    const refused = await failure(br.client.call(contract.recharge, { amount: 20_000, channelId: 'card_page' }));
    expect(refused.code).toBe(ERROR_CODES.KYC_REQUIRED);
    expect((await br.client.call(contract.protectionState)).kyc).toMatchObject({ status: 'none', required: true });

    // A photo that is no image: refused before the provider (issue 26), still no deposit; a
    // malformed number: rejected by the provider.
    const fake = `data:image/jpeg;base64,${Buffer.from('just some text, not a photo').toString('base64')}`;
    expect((await failure(br.client.call(contract.kycSubmit, { documentType: 'cpf', documentNumber: '529.982.247-25', selfie: fake }))).code).toBe(ERROR_CODES.VALIDATION);
    expect(await br.client.call(contract.kycSubmit, { documentType: 'cpf', documentNumber: '529.982.247-24', selfie: dataUrl('image/png', pngImage(100, 100)) })).toEqual({ status: 'rejected' });
    expect((await failure(br.client.call(contract.recharge, { amount: 20_000, channelId: 'card_page' }))).code).toBe(ERROR_CODES.KYC_REQUIRED);

    // A rejected player may try again: a well-formed CPF and a real photo pass the sandbox.
    const jpeg = await realJpeg(640, 480);
    const selfie = dataUrl('image/jpeg', jpeg);
    expect(await br.client.call(contract.kycSubmit, { documentType: 'cpf', documentNumber: '529.982.247-25', selfie })).toEqual({ status: 'verified' });
    expect((await br.client.call(contract.protectionState)).kyc).toEqual({ status: 'verified', required: true, documentType: 'cpf', documentTail: '4725' });
    const order = await br.client.call(contract.recharge, { amount: 20_000, channelId: 'card_page' });
    expect(order.status).toBe('pending');

    // Verified: a new submission changes nothing and answers the status.
    const before = await server.database.db.selectFrom('kyc_checks').selectAll().where('user_id', '=', br.userId).executeTakeFirstOrThrow();
    const again = await br.client.call(contract.kycSubmit, { documentType: 'passport', documentNumber: 'P1234567A', selfie: dataUrl('image/png', pngImage(100, 100)) });
    expect(again).toEqual({ status: 'verified' });
    const row = await server.database.db.selectFrom('kyc_checks').selectAll().where('user_id', '=', br.userId).executeTakeFirstOrThrow();
    expect(row).toEqual(before);

    // At rest: the number and the photo are sealed (they open with the key, for this player and
    // column only); the clear text is nowhere in the row; only the last 4 are kept in clear.
    expect(row).toMatchObject({ status: 'verified', document_type: 'cpf', document_tail: '4725' });
    expect(row.provider_ref).toMatch(/^sandbox-/);
    const text = JSON.stringify(row);
    for (const clear of ['529.982.247-25', '52998224725', '982247', selfie.slice(selfie.indexOf(',') + 1, selfie.indexOf(',') + 40)]) expect(text).not.toContain(clear);
    expect(unseal(KEY, row.document_number_enc, kycSealContext(br.userId, 'document_number')).toString('utf8')).toBe('529.982.247-25');
    expect(unseal(KEY, row.selfie_enc, kycSealContext(br.userId, 'selfie'))).toEqual(jpeg);
    expect(() => unseal(KEY, row.document_number_enc, kycSealContext(ph.userId, 'document_number'))).toThrow();

    // Each submission is on the player's protection history (two: rejected, then verified).
    const history = await br.client.call(contract.protectionHistory, {});
    expect(history.list.filter((h) => h.type === 'kyc')).toHaveLength(2);
    // Nothing in the server's log carries the number or the photo.
    const logs = server.logs.join('');
    expect(logs).toContain('identity check answered');
    expect(logs).not.toContain('52998224725');
    expect(logs).not.toContain('529.982.247-25');
  });

  it('a PH player deposits without an identity check (PH does not require one)', async () => {
    expect((await ph.client.call(contract.protectionState)).kyc).toMatchObject({ status: 'none', required: false });
    expect((await ph.client.call(contract.recharge, { amount: 20_000, channelId: 'qrph' })).status).toBe('pending');
  });

  it('takes a selfie of realistic size (above the general body limit), and refuses malformed ones', async () => {
    const big = await realJpeg(1024, 768, 90);
    expect(big.length).toBeGreaterThan(600 * 1024);
    expect(await ph.client.call(contract.kycSubmit, { documentType: 'umid', documentNumber: '0111-2345678-9', selfie: dataUrl('image/jpeg', big) })).toEqual({ status: 'verified' });
    const other = await registerPlayer(server.baseUrl, '09175551005', undefined, { appCode: PH_APP });
    const bad = await failure(other.client.call(contract.kycSubmit, { documentType: 'umid', documentNumber: '0111-2345678-9', selfie: 'data:image/gif;base64,R0lGOD' }));
    expect([bad.code, bad.msg]).toEqual([ERROR_CODES.VALIDATION, MESSAGES.selfieInvalid]);
    // issue 26: a JPEG header with no image behind it is refused with its message, nothing stored.
    const hollow = await failure(other.client.call(contract.kycSubmit, { documentType: 'umid', documentNumber: '0111-2345678-9', selfie: dataUrl('image/jpeg', jpegImage(640, 480)) }));
    expect([hollow.code, hollow.msg]).toEqual([ERROR_CODES.VALIDATION, MESSAGES.selfieUnreadable]);
    expect(await server.database.db.selectFrom('kyc_checks').select('user_id').where('user_id', '=', other.userId).execute()).toEqual([]);
  });

  it('counts identity checks per account: past the limit of the window a submission is refused and nothing is stored', async () => {
    const p = await registerPlayer(server.baseUrl, '09175551006', undefined, { appCode: PH_APP });
    const selfie = dataUrl('image/png', pngImage(100, 100));
    // A CPF whose check digits are wrong: the sandbox rejects it, so every try is a new submission.
    const submit = () => p.client.call(contract.kycSubmit, { documentType: 'cpf', documentNumber: '111.444.777-00', selfie });
    for (let i = 0; i < 10; i += 1) expect(await submit()).toEqual({ status: 'rejected' });
    const before = await server.database.db.selectFrom('protection_history').select('id').where('user_id', '=', p.userId).execute();
    expect((await failure(submit())).code).toBe(ERROR_CODES.RATE_LIMITED);
    expect(await server.database.db.selectFrom('protection_history').select('id').where('user_id', '=', p.userId).execute()).toEqual(before);
  });

  it('a BR bank withdrawal is paid by the operator by hand, who is shown everything a Brazilian transfer needs: bank, agency, account type, holder', async () => {
    // No provider pays Brazilian payouts here (Xendit pays PH destinations only): the order waits for the operator.
    const phone = '09175551020';
    const { client, userId } = await fundedPlayer(server, phone, 300_000);
    server.clock.advance(121_000);
    await client.call(contract.smsSend, { phone, purpose: 'withdraw' });
    const verifyCode = await latestCode(server.baseUrl, phone);
    const applied = await client.call(contract.withdrawApply, {
      method: 'bank', bankCode: '341', bankName: 'Itaú Unibanco', agencyCode: '0001', accountType: 'checking', accountNo: '123456789', accountName: 'Maria Clara', amount: 100_000, verifyCode,
    });
    const listed = (await rawCall(server.baseUrl, 'GET', '/ops/withdrawals')).json as { data: { list: Record<string, unknown>[] } };
    expect(listed.data.list.find((w) => w.orderNo === applied.orderNo)).toMatchObject({
      userId, method: 'bank', bankCode: '341', bankName: expect.any(String) as unknown, agencyCode: '0001', accountType: 'checking', accountNo: '123456789', accountName: 'Maria Clara',
      actualAmount: applied.actualAmount, payoutAdapter: 'sandbox', payoutStatus: null,
    });
    expect((await client.call(contract.userInfo)).balance).toBe(200_000);
    expect(((await rawCall(server.baseUrl, 'POST', `/ops/withdrawals/${applied.orderNo}/approve`, '{}')).json as { data: { status: string } }).data.status).toBe('success');
    expect((await client.call(contract.withdrawStatus, { orderNo: applied.orderNo })).status).toBe('success');
  });
});
