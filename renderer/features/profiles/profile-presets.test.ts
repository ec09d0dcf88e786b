import { describe, expect, it } from 'vitest';
import { applyPreset } from './profile-presets.ts';

describe('applyPreset', () => {
  it('fills the interface’s prefix and ports, keeping host, scheme and path, and makes the client area from the host', () => {
    expect(
      applyPreset({ adminUrl: 'https://erp.provedor.com.br', clientUrl: '', adminPrefix: '' }, 'interface'),
    ).toEqual({
      adminUrl: 'https://erp.provedor.com.br:8080',
      clientUrl: 'http://erp.provedor.com.br',
      adminPrefix: 'admin_ctl',
    });
  });

  it('fills the deployed product’s prefix and keeps a client-area address that was typed, on its port', () => {
    expect(
      applyPreset(
        {
          adminUrl: 'http://10.0.0.5:9000/api',
          clientUrl: 'http://cliente.provedor.com.br:8081',
          adminPrefix: 'admin_ctl',
        },
        'deployed',
      ),
    ).toEqual({
      adminUrl: 'http://10.0.0.5:8080/api',
      clientUrl: 'http://cliente.provedor.com.br',
      adminPrefix: 'controllrctl',
    });
  });

  it('leaves text that is not an address yet alone', () => {
    expect(applyPreset({ adminUrl: 'erp.provedor', clientUrl: '', adminPrefix: '' }, 'interface')).toEqual({
      adminUrl: 'erp.provedor',
      clientUrl: '',
      adminPrefix: 'admin_ctl',
    });
  });
});
