// The client's dossier feature's public surface (issue 19): the card and the detail panel import only this file (lint: import-x/no-restricted-paths).
export { DossierButton } from './dossier-button.tsx';
export { dossierSchema, dossierVersion, type Dossier } from './dossier-schema.ts';
