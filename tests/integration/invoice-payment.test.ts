import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../server/service.ts';
import { boletoLine } from '../../shared/billing/boleto-line.ts';
import { readPixBrCode } from '../../shared/billing/pix-br-code.ts';
import { invoiceListResponse } from '../../shared/provider/client-area-operations.ts';
import { FormClient } from '../support/form-client.ts';
import { resultsOf, untouchedDemoCustomer } from '../support/integration-kit.ts';
import { engineNames, testPasswords, useService } from '../support/test-service.ts';

type Row = Record<string, unknown>;

// Issue 18: the service sends with every open invoice what deployed servers send for paying it.
describe.each(engineNames)('invoice payment fields (%s)', (engineName) => {
  let service: RunningService;
  let rows: Row[] = [];
  let session: FormClient;

  beforeAll(async () => {
    service = await useService(engineName);
    const [picked] = await service.engine.query<{ client_username: string }>(
      `select c.client_username from client c
        where ${untouchedDemoCustomer('c')}
          and exists (select 1 from invoice i where i.client_pk = c.client_pk and i.invoice_state = 0)
          and exists (select 1 from invoice i where i.client_pk = c.client_pk and i.invoice_state = 1)
        order by c.client_pk limit 1`,
    );
    expect(picked).toBeDefined();
    session = new FormClient(service.clientUrl);
    await session.login(picked?.client_username ?? '', testPasswords.client);
    const answer = await session.post('/invoice_ctl/invoice/list', { limit: 1000 });
    expect(answer.status).toBe(200);
    expect(invoiceListResponse.safeParse(answer.body).success).toBe(true);
    rows = resultsOf<Row>(answer);
  });

  it("gives an open invoice a barcode whose check digit verifies and a BR Code whose CRC verifies, for the invoice's amount", () => {
    const open = rows.filter((row) => row.invoice_state === 0);
    expect(open.length).toBeGreaterThan(0);
    for (const row of open) {
      const barcode = String(row.invoice_barcode);
      expect(barcode).toMatch(/^\d{44}$/);
      expect(boletoLine(barcode)).toMatchObject({ valid: true, kind: 'bank' });
      // Positions 10–19 are the amount in cents.
      expect(Number(barcode.slice(9, 19)) / 100).toBeCloseTo(Number(row.invoice_amount_document), 2);
      const pix = readPixBrCode(String(row.invoice_qrcode));
      expect(pix).toMatchObject({ valid: true, amount: row.invoice_amount_document });
      if (!pix.valid) return;
      expect(pix.key).toBeTruthy();
      expect(pix.merchantName).toBe('PROVEDOR DEMO INTERNET');
      expect(pix.merchantCity).toBeTruthy();
      expect(pix.txid).toMatch(/^[A-Z0-9]{1,25}$/);
      expect(String(row.invoice_nosso_num)).toMatch(/^\d{11}$/);
    }
  });

  it('sends no PIX code and no barcode with a paid invoice (empty text), and the same fields on every read', async () => {
    const paid = rows.filter((row) => row.invoice_state === 1);
    expect(paid.length).toBeGreaterThan(0);
    for (const row of paid) {
      expect(row.invoice_qrcode ?? '').toBe('');
      expect(row.invoice_barcode ?? '').toBe('');
    }
    const fields = (list: Row[]) => list.map((row) => [row.invoice_pk, row.invoice_barcode, row.invoice_qrcode]);
    const again = resultsOf<Row>(await session.post('/invoice_ctl/invoice/list', { limit: 1000 }));
    expect(fields(again)).toEqual(fields(rows));
  });
});
