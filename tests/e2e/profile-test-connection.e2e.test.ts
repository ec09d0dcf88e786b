import { describe, expect, it } from 'vitest';
import { e2ePasswords, errorsOf, openApp, screenshot, seriousA11yViolations, useE2eHost } from './support/app.ts';

// Issue 16: the profile form's presets and "Testar conexão", as an operator setting up a branch uses them.

describe('the profile form helps set up a server', () => {
  it('fills a preset’s prefix and ports, then tests the typed profile step by step without saving it', async () => {
    const { service, core } = await useE2eHost();
    const page = await openApp();
    await page.getByRole('button', { name: 'Adicionar servidor' }).click();
    const form = page.locator('form[data-form="profile"]');
    const admin = new URL(service.adminUrl);

    // A preset fills the prefix and the usual ports around the host that was typed.
    await form.locator('input[name="adminUrl"]').fill(`http://${admin.hostname}`);
    await form.locator('[data-field="preset"]').getByText('Produto implantado (controllrctl)').click();
    expect(await form.locator('input[name="adminPrefix"]').inputValue()).toBe('controllrctl');
    expect(await form.locator('input[name="adminUrl"]').inputValue()).toBe(`http://${admin.hostname}:8080`);
    expect(await form.locator('input[name="clientUrl"]').inputValue()).toBe(`http://${admin.hostname}`);

    // The real addresses of this server, with the prefix the preset chose: the test names the prefix.
    await form.locator('input[name="adminUrl"]').fill(service.adminUrl);
    await form.locator('input[name="clientUrl"]').fill(service.clientUrl);
    await form.locator('input[name="username"]').fill('admin');
    await form.locator('input[name="test-password"]').fill(e2ePasswords.staff);
    await form.locator('[data-action="test-connection"]').click();
    const result = form.locator('[data-test-result]');
    await result.waitFor();
    expect(await result.getAttribute('data-test-result')).toBe('fail');
    expect(await form.locator('[data-step="prefix"]').getAttribute('data-status')).toBe('fail');
    expect(await form.locator('[data-step="prefix"]').textContent()).toContain('admin_ctl');

    // Corrected by hand, every step passes and the session cookie is named.
    await form.locator('input[name="adminPrefix"]').fill('admin_ctl');
    await form.locator('[data-action="test-connection"]').click();
    await expect.poll(() => result.getAttribute('data-test-result')).toBe('pass');
    expect(await form.locator('[data-step="login"]').textContent()).toContain(service.config.cookieName);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await result.scrollIntoViewIfNeeded();
    await screenshot(page, 'profile-test-connection');

    // Nothing was saved by testing, and the password typed for the test is nowhere in the profiles.
    const listed = await core.dispatcher.dispatch('profiles:list', {});
    expect(JSON.stringify(listed)).not.toContain(e2ePasswords.staff);
    expect(listed.ok && (listed.data as { profiles: unknown[] }).profiles.length).toBe(1);
    expect(errorsOf(page)).toEqual([]);
  });
});
