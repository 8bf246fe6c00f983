// Brand correctness (issue 23 item 8): a player's invite link leads to the brand they use (the app
// code their brand app sends, else the one they signed up from), each brand's register page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@perya/api/contract';
import { loadSeedFile } from '../src/modules/app/seed';
import { inviteConfigSchema } from '../src/modules/spread/config';
import { testClient } from './client';
import { SEED_FILE, registerPlayer, startTestServer, type TestServer } from './harness';

let phoneSeq = 0;
const nextPhone = () => `0917${String(7_000_000 + (phoneSeq += 1)).padStart(7, '0')}`;

describe('invite links per brand', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('the shipped seed gives every brand its own link, each on its own origin', () => {
    const brands = loadSeedFile(SEED_FILE).invite.brands;
    expect(brands.flatMap((b) => b.appCodes).sort()).toEqual(['bgph01', 'childph01', 'inviteph', 'mainph']);
    expect(new Set(brands.map((b) => new URL(b.linkBase).origin)).size).toBe(4);
  });

  it('answers the link of the brand app the player uses, else of the brand they signed up from, else the default', async () => {
    const { session, client } = await registerPlayer(server.baseUrl, nextPhone(), undefined, { appCode: 'childph01' });
    const code = (await client.call(contract.inviteLinkQuery, {})).inviteCode;
    const linkFrom = async (appCode: string | undefined) => {
      const c = testClient(server.baseUrl, appCode === undefined ? {} : { appCode });
      c.setSession(session);
      return (await c.call(contract.inviteLinkQuery, {})).inviteLink;
    };
    expect(await linkFrom('childph01')).toBe(`http://127.0.0.1:5174/#/login?type=0&inviteCode=${code}`);
    expect(await linkFrom('inviteph')).toBe(`http://127.0.0.1:5175/#/brandlogin?type=0&inviteCode=${code}`);
    expect(await linkFrom('bgph01')).toBe(`http://127.0.0.1:5176/#/login?type=0&inviteCode=${code}`);
    // No app code sent: the brand the account signed up from.
    expect(await linkFrom(undefined)).toBe(`http://127.0.0.1:5174/#/login?type=0&inviteCode=${code}`);
    // An app code no brand lists: the default link.
    expect(await linkFrom('otherph')).toBe(`http://127.0.0.1:5173/#/login?type=0&inviteCode=${code}`);
  });

  it('refuses a brand list that names an app code twice or a link that is not a URL', () => {
    const base = { linkBase: 'http://127.0.0.1:5173/#/login?type=0&inviteCode=' };
    const twice = inviteConfigSchema.safeParse({ ...base, brands: [{ appCodes: ['mainph'], linkBase: 'https://a.example/#/' }, { appCodes: ['mainph'], linkBase: 'https://b.example/#/' }] });
    expect(twice.success).toBe(false);
    expect(inviteConfigSchema.safeParse({ ...base, brands: [{ appCodes: ['mainph'], linkBase: 'not a url' }] }).success).toBe(false);
  });
});
