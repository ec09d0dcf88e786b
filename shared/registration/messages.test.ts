import { describe, expect, it } from 'vitest';
import {
  formatRegistrationMessage,
  isRegistrationMessageCode,
  REGISTRATION_MESSAGES,
  type RegistrationMessageCode,
} from './messages.ts';

const codes = Object.keys(REGISTRATION_MESSAGES) as RegistrationMessageCode[];
const placeholders = (text: string): string[] => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '').sort();

describe('registration messages', () => {
  it('has the codes the schemas rely on', () => {
    for (const code of [
      'registration.required',
      'registration.tooLong',
      'registration.cpf.invalid',
      'registration.cnpj.invalid',
      'registration.doc1.typeMismatch',
      'registration.number.invalid',
      'registration.enum.invalid',
      'registration.date.invalid',
      'registration.email.invalid',
      'registration.password.length',
      'registration.password.mismatch',
    ]) {
      expect(isRegistrationMessageCode(code)).toBe(true);
    }
    expect(isRegistrationMessageCode('registration.nope')).toBe(false);
    expect(isRegistrationMessageCode('toString')).toBe(false);
  });

  it('writes every code in both languages with the same placeholders', () => {
    for (const code of codes) {
      const { en, 'pt-BR': pt } = REGISTRATION_MESSAGES[code];
      expect(en.length).toBeGreaterThan(0);
      expect(pt.length).toBeGreaterThan(0);
      expect(pt).not.toBe(en);
      expect(placeholders(pt)).toEqual(placeholders(en));
    }
  });

  it('fills placeholders in the chosen language', () => {
    expect(formatRegistrationMessage('registration.password.length', 'pt-BR', { min: 8, max: 16 })).toBe(
      'A senha deve ter de 8 a 16 caracteres.',
    );
    expect(formatRegistrationMessage('registration.tooLong', 'en', { max: 120 })).toBe('Use at most 120 characters.');
    expect(formatRegistrationMessage('registration.required', 'pt-BR')).toBe('Este campo é obrigatório.');
  });

  it('leaves a placeholder without a value as written', () => {
    expect(formatRegistrationMessage('registration.tooLong', 'en')).toBe('Use at most {{max}} characters.');
  });
});
