import { afterAll, describe, expect, it } from 'vitest';
import {
  e2ePasswords,
  errorsOf,
  openApp,
  removeProfilesNamed,
  screenshot,
  seriousA11yViolations,
  useE2eHost,
} from './support/app.ts';

// Issue 16: a server that takes HTTP Basic on every request. The operator chooses "HTTP Basic" in the
// profile form; the sign-in then makes no login call and opens no session on the server.

const profileName = 'Filial Basic';

afterAll(async () => {
  await removeProfilesNamed(profileName);
});

describe('a profile that signs in with HTTP Basic', () => {
  it('is chosen in the profile form, with its hint, and signs in without a session on the server', async () => {
    const { core, service } = await useE2eHost();
    const page = await openApp();
    await page.getByRole('button', { name: 'Adicionar servidor' }).click();
    const form = page.locator('form[data-form="profile"]');
    await form.locator('input[name="name"]').fill(profileName);
    await form.locator('input[name="adminUrl"]').fill(service.adminUrl);
    await form.locator('input[name="clientUrl"]').fill(service.clientUrl);
    await form.locator('input[name="username"]').fill('admin');
    const session = form.getByRole('radio', { name: 'Sessão (login)' });
    const basic = form.getByRole('radio', { name: 'HTTP Basic' });
    expect(await session.isChecked()).toBe(true);
    await basic.check();
    expect(await basic.isChecked()).toBe(true);
    expect(
      await form
        .getByText('Escolha Basic só se o provedor disser que o servidor pede usuário e senha em cada pedido')
        .count(),
    ).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'profile-form-basic');
    await form.locator('button[type="submit"]').click();
    await form.waitFor({ state: 'hidden' });

    const listed = await core.dispatcher.dispatch('profiles:list', {});
    const saved = listed.ok
      ? (listed.data as { profiles: Array<{ name: string; auth: string }> }).profiles.find(
          (item) => item.name === profileName,
        )
      : undefined;
    expect(saved?.auth).toBe('basic');

    // A wrong password reads as one, as with a session.
    await page.locator('input[name="username"]').fill('admin');
    await page.locator('input[name="password"]').fill('nao-e-esta');
    await page.locator('form[data-form="login"] button[type="submit"]').click();
    await page.locator('[role="alert"][data-error-code="AUTH_FAILED"]').waitFor();

    const sessions = async () =>
      (
        await service.engine.query<{ n: number }>("select count(*)::int as n from session where session_area = 'admin'")
      )[0]?.n;
    const before = await sessions();
    await page.locator('input[name="password"]').fill(e2ePasswords.staff);
    await page.locator('form[data-form="login"] button[type="submit"]').click();
    await page.locator('nav[data-nav="main"]').waitFor();
    expect(await page.locator('[data-top="user"]').textContent()).toContain('admin');
    // The dashboard's figures came over Basic: no session was made for them.
    await page.locator('[data-stat="clients-total"] [data-value]').waitFor();
    expect(await sessions()).toBe(before);
    await screenshot(page, 'signed-in-basic');
    expect(errorsOf(page)).toEqual([]);
  });
});
