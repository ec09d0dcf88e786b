import type { i18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditBreakReasons, type AuditVerification } from '../../../shared/ipc/audit-schema.ts';
import { breakText, verifiedText } from './integrity-words.ts';
import { testI18n } from './test-i18n.ts';

let pt: i18n;
let en: i18n;
beforeAll(async () => {
  pt = await testI18n('pt-BR');
  en = await testI18n('en');
});

const verified = (entries: number, since: string | null): AuditVerification => ({
  intact: true,
  entries,
  journals: 1,
  encrypted: true,
  since,
  breaks: [],
});

describe('the integrity banner’s words', () => {
  it('says what was verified and since when, never "intact", in both languages', () => {
    // In the machine's own clock, as the screen shows every journal time.
    const since = '2026-12-02T13:14:00.000Z';
    const local = new Date(since);
    const shown = `02/12/2026 ${String(local.getHours()).padStart(2, '0')}:${String(local.getMinutes()).padStart(2, '0')}`;
    expect(verifiedText(pt, verified(7, since))).toEqual({
      detail: `7 registros verificados desde ${shown}: nenhum foi removido ou alterado.`,
      note: `Antes de ${shown}, este computador não tem como comprovar que nada foi apagado.`,
    });
    expect(verifiedText(en, verified(1, since)).detail).toBe(
      `1 entry verified since ${shown}: it was not removed or changed.`,
    );
    expect(verifiedText(pt, verified(0, since)).detail).toBe(`Nenhum registro neste servidor desde ${shown}.`);
    for (const words of [verifiedText(pt, verified(3, null)), verifiedText(pt, verified(3, since))])
      expect(JSON.stringify(words)).not.toMatch(/íntegra/i);
  });

  it('names every reason in words, whose journal it is, and no code', () => {
    for (const language of [pt, en])
      for (const reason of auditBreakReasons) {
        const text = breakText(language, { seq: 4, reason, operator: 'maria', file: 'journal-000001.jsonl' });
        expect(text).toContain('maria');
        expect(text).not.toContain(reason.includes('-') ? reason : `reasons.${reason}`);
        expect(text).not.toContain('{{');
      }
    expect(breakText(pt, { seq: 12, reason: 'vanished', operator: 'admin', file: '' })).toBe(
      'Registro de admin: todos os arquivos do registro foram apagados (havia pelo menos 12 registros)',
    );
    expect(breakText(en, { seq: 4, reason: 'truncated', operator: null, file: 'journal-000001.jsonl' })).toBe(
      'Entry no. 4 of unknown operator: the last entries were cut off (journal-000001.jsonl)',
    );
  });
});
