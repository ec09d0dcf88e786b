import { describe, expect, it } from 'vitest';
import { withoutSecrets } from './dossier-records.ts';

describe('withoutSecrets', () => {
  it('leaves out every text field named as a password, secret or token, and says which', () => {
    const { record, omitted } = withoutSecrets({
      client_pk: 1,
      client_password: '',
      client_password_known: true,
      network_cpe_password: 'pppoe-secret',
      network_cpe_access_password: 'admin123',
      network_cpe_wifi_encryption_password: 'wifi-secret',
      api_token: 'x',
      network_cpe_ip: '10.0.0.1',
    });
    expect(record).toEqual({ client_pk: 1, client_password_known: true, network_cpe_ip: '10.0.0.1' });
    expect(omitted.sort()).toEqual([
      'api_token',
      'client_password',
      'network_cpe_access_password',
      'network_cpe_password',
      'network_cpe_wifi_encryption_password',
    ]);
  });
});
