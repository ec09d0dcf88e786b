import { describe, expect, it } from 'vitest';
import { withoutSecrets } from './dossier-records.ts';

describe('withoutSecrets', () => {
  it('leaves out every text field named as a password, secret or token, and says which', () => {
    const { record, omitted } = withoutSecrets(
      {
        client_pk: 1,
        client_password: '',
        client_password_known: true,
        network_cpe_password: 'pppoe-secret',
        network_cpe_access_password: 'admin123',
        network_cpe_wifi_encryption_password: 'wifi-secret',
        api_token: 'x',
        network_cpe_ip: '10.0.0.1',
      },
      'connection',
    );
    expect(record).toEqual({ client_pk: 1, network_cpe_ip: '10.0.0.1' });
    expect(omitted.sort()).toEqual([
      'api_token',
      'client_password',
      'client_password_known',
      'network_cpe_access_password',
      'network_cpe_password',
      'network_cpe_wifi_encryption_password',
    ]);
  });

  // Issue 43.10: a deny-list of words missed credentials named otherwise; the dossier keeps only what a data
  // subject is owed (the fields the interface names as data about the client and the service), by name.
  it('keeps only the fields a data subject is owed: credentials under any name are left out, and named', () => {
    const credentials = {
      senha_wifi: 'casa1234',
      pppoe_senha: 'pp-1234',
      wifi_pass: 'w1f1',
      network_cpe_wps_pin: '12345670',
      client_pin: '4321',
      psk: 'preshared',
      chave: 'abc-chave',
      network_cpe_access_login: 'admin',
      network_cpe_especdata: '{"snmp_community":"private"}',
    };
    const connection = withoutSecrets(
      {
        network_cpe_pk: 5,
        network_cpe_username: 'conceicao.fibra',
        network_cpe_ip: '10.0.0.21',
        network_cpe_mac: 'AA:BB:CC:DD:EE:01',
        network_cpe_latitude: '-20.46',
        network_cpe_commom_signal_rx: '-19.5',
        network_cpe_wifi_encryption_type: 3,
        network_cpe_date_cad: '2019-07-02 09:00:00',
        ...credentials,
      },
      'connection',
    );
    expect(Object.keys(connection.record).sort()).toEqual([
      'network_cpe_commom_signal_rx',
      'network_cpe_date_cad',
      'network_cpe_ip',
      'network_cpe_latitude',
      'network_cpe_mac',
      'network_cpe_pk',
      'network_cpe_username',
      'network_cpe_wifi_encryption_type',
    ]);
    expect(connection.omitted.sort()).toEqual(Object.keys(credentials).sort());
    for (const value of Object.values(credentials)) expect(JSON.stringify(connection.record)).not.toContain(value);

    const client = withoutSecrets(
      { client_pk: 1, client_name: 'Ana', client_doc1: '52998224725', senha_wifi: 'casa1234', client_pin: '4321' },
      'client',
    );
    expect(client.record).toEqual({ client_pk: 1, client_name: 'Ana', client_doc1: '52998224725' });
    expect(client.omitted.sort()).toEqual(['client_pin', 'senha_wifi']);
  });

  it('keeps each list’s own fields: a contract, an invoice with its payment codes, a support order', () => {
    expect(
      withoutSecrets(
        { contract_pk: 7, contract_plan_name: 'Fibra 500', contract_amount: '99.90', chave: 'x' },
        'contract',
      ),
    ).toEqual({
      record: { contract_pk: 7, contract_plan_name: 'Fibra 500', contract_amount: '99.90' },
      omitted: ['chave'],
    });
    const invoice = { invoice_pk: 8, invoice_amount_document: '99.90', invoice_qrcode: '000201', invoice_barcode: '1' };
    expect(withoutSecrets({ ...invoice, psk: 'x' }, 'invoice')).toEqual({ record: invoice, omitted: ['psk'] });
    const order = { support_protocol: '2026110012', os_obs: 'Sem conexão', task_name: 'Manutenção', priority: 2 };
    expect(withoutSecrets({ ...order, wifi_pass: 'x' }, 'supportOrder')).toEqual({
      record: order,
      omitted: ['wifi_pass'],
    });
  });
});
