import type { Dossier } from './dossier-schema.ts';

/** A made-up client's dossier for the unit tests (fictitious person; the CPF is a valid test number, not a real one's). */
export function dossierFixture(): Dossier {
  return {
    version: 1,
    generatedAt: '2026-11-25T15:30:00.000Z',
    operator: 'atendente.joão',
    server: { profileId: 'provedor-sao-jose', profileName: 'Provedor São José', adminUrl: 'https://admin.example.com' },
    client: {
      client_pk: 4242,
      client_status: 0,
      client_type: 0,
      client_name: 'Conceição',
      client_lastname: 'Araújo Gonçalves',
      client_complete_name: 'Conceição Araújo Gonçalves',
      client_doc1: '52998224725',
      client_doc2: 'MG-12.345.678',
      client_mail: 'Pessoal#-#conceicao@example.com',
      client_phones: 'Celular#-#(67) 99273-4796,Recado#-#(67) 3142-2213',
      client_date_birth: '1980-03-15 00:00:00',
      client_date_cad: '2019-07-01 10:00:00',
      client_username: 'conceicao.ag',
      cli_addr_address: 'Rua Três Corações',
      cli_addr_number: '1250',
      cli_addr_neighborhood: 'Jardim Paraíso',
      cli_addr_province: 'Campo Grande',
      cli_addr_state: 'MS',
      cli_addr_zipcode: '79002000',
      cli_addr_completation: 'Apto 3, bloco Ç',
      client_password_known: false,
    },
    clientArea: {
      status: 'included',
      username: 'conceicao.ag',
      contracts: {
        total: 1,
        rows: [
          {
            contract_pk: 7,
            contract_number: 20190701,
            contract_pay_day: 10,
            contract_amount: '99.90',
            contract_date_cad: '2019-07-01 10:00:00',
          },
        ],
      },
      invoices: {
        total: 2,
        rows: [
          {
            invoice_pk: 88001,
            contract_number: 20190701,
            invoice_date_due: '2026-10-10',
            invoice_amount_document: '99.90',
            invoice_date_credit: '2026-10-09',
            invoice_amount_paid: '99.90',
          },
          {
            invoice_pk: 88002,
            contract_number: 20190701,
            invoice_date_due: '2026-11-10',
            invoice_amount_document: '99.90',
            invoice_date_credit: null,
            invoice_amount_paid: null,
          },
        ],
      },
      connections: {
        total: 1,
        rows: [
          {
            network_cpe_pk: 5,
            network_cpe_username: 'conceicao.fibra',
            network_cpe_ip: '10.0.0.21',
            network_cpe_mac: 'AA:BB:CC:DD:EE:01',
            network_cpe_date_cad: '2019-07-02 09:00:00',
          },
        ],
      },
      supportOrders: {
        total: 1,
        rows: [
          {
            support_protocol: '2026110012',
            task_name: 'Manutenção',
            os_date_entry: '2026-11-01 08:30:00',
            os_date_soluction: null,
            os_obs: 'Sem conexão após a chuva; técnico irá à residência 🚐.',
          },
        ],
      },
    },
    omittedFields: ['client_password', 'network_cpe_password'],
  };
}
