import { describe, expect, it } from 'vitest';
import { findClientField } from '../grid/client-fields.ts';
import { maskedText } from './mask-text.ts';
import { maskKindOfLogin } from './masked-fields.ts';
import { maskEverything } from './masking-rules.ts';
import { personalFieldText } from './personal-text.ts';

const t = ((key: string) => key) as unknown as Parameters<typeof personalFieldText>[2];
const field = (id: string) => findClientField(id)!;

describe('maskedText', () => {
  it('masks each item of a labelled phone or e-mail list and keeps the labels and the layout', () => {
    const phones = 'Celular#-#(67) 99273-4796,Residencial#-#(67) 3142-2213';
    expect(maskedText('phone', phones, 'grid')).toBe('Celular (67) *****-4796 · Residencial (67) ****-2213');
    expect(maskedText('phone', phones, 'detail')).toBe('Celular: (67) *****-4796\nResidencial: (67) ****-2213');
    expect(maskedText('email', 'maria@example.com; jose@example.org', 'grid')).toBe(
      'm****@example.com · j****@example.org',
    );
    expect(maskedText('email', 'Pessoal#-#maria@example.com', 'detail')).toBe('Pessoal: m****@example.com');
  });
  it('gives nothing for nothing', () => {
    expect(maskedText('phone', '', 'grid')).toBe('');
    expect(maskedText('taxId', null, 'grid')).toBe('');
    expect(maskedText('email', '  ', 'grid')).toBe('');
  });
});

describe('personalFieldText', () => {
  it('masks the personal fields under the policy and leaves the others as the grid shows them', () => {
    expect(personalFieldText(field('client_doc1'), '11144477735', t, maskEverything)).toBe('***.444.777-**');
    expect(personalFieldText(field('cli_addr_number'), '120', t, maskEverything)).toBe('***');
    expect(personalFieldText(field('client_date_birth'), '1985-03-14', t, maskEverything)).toBe('**/**/1985');
    expect(personalFieldText(field('client_complete_name'), 'Maria Silva', t, maskEverything)).toBe('Maria Silva');
  });
  it('shows the whole value when masking is off, its kind is not masked, or it was revealed', () => {
    const cpf = field('client_doc1');
    expect(personalFieldText(cpf, '11144477735', t, { enabled: false, kinds: ['taxId'] })).toBe('111.444.777-35');
    expect(personalFieldText(cpf, '11144477735', t, { enabled: true, kinds: ['phone'] })).toBe('111.444.777-35');
    expect(personalFieldText(cpf, '11144477735', t, maskEverything, 'detail', true)).toBe('111.444.777-35');
  });
});

describe('maskKindOfLogin', () => {
  it('takes a CPF, CNPJ or e-mail login for the personal data it is', () => {
    expect(maskKindOfLogin('111.444.777-35')).toBe('taxId');
    expect(maskKindOfLogin('11222333000181')).toBe('taxId');
    expect(maskKindOfLogin('maria@example.com')).toBe('email');
    expect(maskKindOfLogin('maria.silva')).toBeUndefined();
  });

  it('does not take a user name of twelve letters and two digits for an alphanumeric CNPJ unless its check digits hold', () => {
    expect(maskKindOfLogin('elisio.silva148')).toBeUndefined();
    expect(maskKindOfLogin('12ABC34501DE35')).toBe('taxId');
  });
});
