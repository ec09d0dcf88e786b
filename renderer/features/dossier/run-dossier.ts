import type { TFunction } from 'i18next';
import type { Language } from '../../../shared/language.ts';
import { unwrap } from '../../api/desk-error.ts';
import { desk } from '../../api/desk.ts';
import { dossierFileNames } from './file-names.ts';
import { DossierCancelled, gatherDossier, type GatherInput } from './gather-dossier.ts';
import { dossierJson } from './readable-dossier.ts';
import { sheetOf } from './sheet-content.ts';
import { saveBlob } from '../common/index.ts';

/** Everything one dossier needs: what to gather, and the language its sheet is written in. */
export interface DossierJob extends GatherInput {
  t: TFunction<'dossier'>;
  language: Language;
}

/**
 * Gathers the dossier, builds its PDF (pdf-lib loaded only now), journals it (`audit:record`, kind dossier)
 * and saves both files; answers their names. Nothing is saved when cancelled, or when the journal refuses.
 */
export async function runDossier(job: DossierJob): Promise<string[]> {
  const dossier = await gatherDossier(job);
  job.onProgress({ step: 'files', page: 0, pages: undefined });
  const { buildSheetPdf } = await import('./sheet-pdf.ts');
  const sheet = sheetOf(dossier, job.t, job.language);
  const pdf = await buildSheetPdf(sheet);
  const json = dossierJson(dossier, sheet, job.t);
  if (job.signal.aborted) throw new DossierCancelled();
  // Why before saving: a dossier holds the client's data unmasked; one the journal did not take is not made.
  unwrap(await desk.auditRecord({ kind: 'dossier', clientPk: job.clientPk, formats: ['pdf', 'json'] }));
  const names = dossierFileNames(job.clientPk, new Date(dossier.generatedAt));
  saveBlob(new Blob([pdf.slice().buffer], { type: 'application/pdf' }), names.pdf);
  saveBlob(new Blob([json], { type: 'application/json;charset=utf-8' }), names.json);
  return [names.pdf, names.json];
}
