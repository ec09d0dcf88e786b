// The client's dossier feature's public surface (issue 19): the card and the detail panel import only this file (lint: import-x/no-restricted-paths).
// The file's schema (dossier-schema.ts) is read by the tests from its own file: the index brings the page's desk facade.
export { DossierButton } from './dossier-button.tsx';
