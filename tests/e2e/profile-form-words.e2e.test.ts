import { describe, expect, it } from 'vitest';
import { errorsOf, openApp, screenshot } from './support/app.ts';

// Issue 42, section 3: a wrong address typed in the profile form is named in words under its field, which is
// outlined as wrong, also when "Testar conexão" is pressed before saving; never "adminUrl: must be …".

describe('the profile form speaks the clerk’s words', () => {
  it('names a wrong address under its field when the connection is tested, never the contract’s English', async () => {
    const page = await openApp();
    await page.getByRole('button', { name: 'Adicionar servidor' }).click();
    const form = page.locator('form[data-form="profile"]');
    const address = form.locator('input[name="adminUrl"]');
    await address.fill('servidor.provedor.com.br/admin');
    await form.locator('[data-action="test-connection"]').click();
    await expect.poll(() => address.getAttribute('aria-invalid')).toBe('true');
    const text = (await form.textContent()) ?? '';
    expect(text).toContain('Use um endereço http:// ou https://');
    for (const raw of ['adminUrl', 'must be', 'Há campos com valores inválidos']) expect(text).not.toContain(raw);
    expect(await form.locator('[data-test-result]').count()).toBe(0);
    await screenshot(page, 'profile-form-bad-address');
    expect(errorsOf(page)).toEqual([]);
  });
});
