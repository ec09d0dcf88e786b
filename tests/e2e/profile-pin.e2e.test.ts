import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfSignedCertificate, type TestCertificate } from '../support/test-ca.ts';
import { TlsFront } from '../support/tls-front.ts';
import {
  e2ePasswords,
  errorsOf,
  openApp,
  removeProfilesNamed,
  screenshot,
  seriousA11yViolations,
  useE2eHost,
} from './support/app.ts';

// A server with its own (self-signed) certificate, as the operator meets it: the sign-in names the
// certificate's SHA-256, and pinning that fingerprint in the profile form lets the sign-in through.

const profileName = 'Filial Certificado';
let certificate: TestCertificate;
let admin: TlsFront;
let client: TlsFront;

beforeAll(async () => {
  const { service } = await useE2eHost();
  certificate = selfSignedCertificate();
  [admin, client] = await Promise.all([
    TlsFront.start(service.adminUrl, certificate),
    TlsFront.start(service.clientUrl, certificate),
  ]);
});

afterAll(async () => {
  await removeProfilesNamed(profileName);
  await Promise.all([admin?.close(), client?.close()]);
});

describe('a server with its own certificate', () => {
  it('names the untrusted certificate at sign-in, and the form accepts, checks and saves its pin', async () => {
    const page = await openApp();
    await page.getByRole('button', { name: 'Adicionar servidor' }).click();
    const form = page.locator('form[data-form="profile"]');
    const pin = form.locator('input[name="pinnedCertSha256"]');
    await form.locator('input[name="name"]').fill(profileName);
    await form.locator('input[name="adminUrl"]').fill(admin.url);
    await form.locator('input[name="clientUrl"]').fill(client.url);
    await pin.fill('AB:CD:EF');
    await form.locator('button[type="submit"]').click();
    await form.getByText('Use a impressão digital SHA-256: 64 dígitos hexadecimais').waitFor();
    await pin.fill('');
    await form.locator('button[type="submit"]').click();
    await form.waitFor({ state: 'hidden' });

    await page.locator('input[name="username"]').fill('admin');
    await page.locator('input[name="password"]').fill(e2ePasswords.staff);
    await page.locator('form[data-form="login"] button[type="submit"]').click();
    const alert = page.locator('[role="alert"][data-error-code="CERT_UNTRUSTED"]');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(
      `O certificado do servidor não é confiável (SHA-256 ${certificate.fingerprint})`,
    );
    // The fingerprint is one long word: it wraps inside the alert instead of running out of it.
    expect(await alert.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await screenshot(page, 'sign-in-certificate-untrusted');

    await page.getByRole('button', { name: 'Editar servidor' }).click();
    await form.waitFor();
    // Typed as `openssl x509 -fingerprint` or a quick copy may give it: no colons, lower case.
    await pin.fill(certificate.fingerprint.replaceAll(':', '').toLowerCase());
    expect(
      await form.getByText('Os endereços deste servidor passam a aceitar exatamente esse certificado').count(),
    ).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'profile-form-pin');
    await form.locator('button[type="submit"]').click();
    await form.waitFor({ state: 'hidden' });

    const { core } = await useE2eHost();
    const listed = await core.dispatcher.dispatch('profiles:list', {});
    const saved = listed.ok
      ? (listed.data as { profiles: Array<{ name: string; pinnedCertSha256?: string }> }).profiles.find(
          (item) => item.name === profileName,
        )
      : undefined;
    expect(saved?.pinnedCertSha256).toBe(certificate.fingerprint);

    // Saving the profile must not sign in by itself (the login form behind the dialog once received the
    // dialog's submit): the login form is still there, and the sign-in is the user's own. The saved profile's
    // default user name (none) fills the form again, so the user name is typed again too.
    await page.locator('input[name="username"]').fill('admin');
    await page.locator('input[name="password"]').fill(e2ePasswords.staff);
    await page.locator('form[data-form="login"] button[type="submit"]').click();
    await page
      .locator('nav[data-nav="main"]')
      .waitFor()
      .catch(async (error: unknown) => {
        await screenshot(page, 'profile-pin-sign-in-failed');
        throw new Error(
          `not signed in: ${((await page.locator('form[data-form="login"]').textContent()) ?? '').slice(0, 500)}`,
          { cause: error },
        );
      });

    expect(errorsOf(page)).toEqual([]);
  });
});
