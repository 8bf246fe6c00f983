// Browser test of issue 26 item 5 a brand app runs: the profile binds an email only with the code
// mailed to it (read back from the test server's dev email outbox), and a second account is refused
// the same address in another case. Works with the base set's inline form and the black-gold popup.
// Screenshots at 375×812 go to $PERYA_SHOTS_DIR when it is set.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { testApiBase, type BrandTestMeta } from './config';
import { emailOutboxCode, openSignedInPhone, registerE2ePlayer } from './players';

/** The profile's email bind, as the brand shows it: the form itself, or the popup its row opens. */
async function openEmailBind(page: Page): Promise<{ scope: Locator; email: Locator; code: () => Locator; submit: () => Locator }> {
  await page.goto('./#/profile');
  const row = page.getByRole('button', { name: /^Bind email/ });
  const inline = page.getByLabel('Bind email', { exact: true });
  await expect(row.or(inline).first()).toBeVisible();
  if ((await row.count()) > 0) {
    await row.click();
    const popup = page.getByRole('dialog', { name: 'Bind email' });
    return {
      scope: popup,
      email: popup.getByLabel('Email', { exact: true }),
      code: () => popup.getByRole('group', { name: 'Email code' }).locator('input').first(),
      submit: () => popup.getByRole('button', { name: 'Bind email' }).last(),
    };
  }
  const form = page.locator('form').filter({ has: inline });
  return { scope: form, email: inline, code: () => form.getByLabel('Email code'), submit: () => form.getByRole('button', { name: 'Confirm' }) };
}

export function emailFlows(params: BrandTestMeta): void {
  const apiBase = testApiBase(params);
  const shots = process.env.PERYA_SHOTS_DIR;
  const stamp = String(Date.now()).slice(-7);
  const email = `e2e.${params.id}.${stamp}@example.com`;
  const errors: string[] = [];

  test('issue 26: the profile binds an email with the code mailed to it; another account cannot take it in another case', async ({ browser }) => {
    test.setTimeout(90_000);
    const page = await openSignedInPhone(browser, await registerE2ePlayer(apiBase, `0995${stamp}`), errors);
    const bind = await openEmailBind(page);
    await bind.email.fill(email);
    await bind.scope.getByRole('button', { name: 'Send code' }).click();
    await expect(bind.scope.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeVisible();
    const code = await emailOutboxCode(apiBase, email);
    await bind.code().click();
    await page.keyboard.type(code);
    if (shots) {
      mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: path.join(shots, `email-${params.id}-bind-375.png`) });
    }
    await bind.submit().click();
    await expect(page.getByText(email, { exact: true })).toBeVisible();
    if (shots) await page.screenshot({ path: path.join(shots, `email-${params.id}-bound-375.png`) });
    await page.context().close();

    // A second account asks for the same address, upper-cased: refused, and nothing is mailed to it.
    const other = await openSignedInPhone(browser, await registerE2ePlayer(apiBase, `0994${stamp}`), errors);
    const second = await openEmailBind(other);
    await second.email.fill(email.toUpperCase());
    await second.scope.getByRole('button', { name: 'Send code' }).click();
    await expect(second.scope.getByText('This account is already registered.')).toBeVisible();
    if (shots) await other.screenshot({ path: path.join(shots, `email-${params.id}-taken-375.png`) });
    await other.context().close();
    expect(errors).toEqual([]);
  });
}
