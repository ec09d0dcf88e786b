import type { Language } from '../language.ts';
import type { CodedField, CodePresetId } from './code-dictionary.ts';

/** A preset's meaning of one code, in both languages. */
export interface PresetEntry {
  readonly code: number;
  readonly label: Readonly<Record<Language, string>>;
  readonly cancels?: boolean;
}

/** A preset: the known codes of each field. */
export type CodePreset = Readonly<Partial<Record<CodedField, readonly PresetEntry[]>>>;

const entry = (code: number, pt: string, en: string, cancels?: boolean): PresetEntry =>
  cancels ? { code, label: { 'pt-BR': pt, en }, cancels } : { code, label: { 'pt-BR': pt, en } };

// Documented in the field notes ("Codes known from deployments"), and the same in our service.
const contractStatus = [
  entry(0, 'Desativado', 'Deactivated'),
  entry(1, 'Ativo', 'Active'),
  entry(2, 'Em alerta', 'Alerted'),
  entry(3, 'Pendente', 'Pending'),
  entry(4, 'Bloqueado', 'Blocked'),
  entry(5, 'Cancelado', 'Cancelled'),
];
const wifiEncryption = [
  entry(0, 'Nenhuma', 'None'),
  entry(1, 'WEP', 'WEP'),
  entry(2, 'WPA', 'WPA'),
  entry(3, 'EAP', 'EAP'),
];

/**
 * Our own service's codes (server/: docs/provider-service.md "Codes", and the seed that writes them). Why
 * invoice_obs 0 and the connection's MAC/IP status, authentication type and request origin have no label:
 * the service writes 0 there for "nothing to say", and a label would fill every row with a word that says nothing.
 */
const servicePreset: CodePreset = {
  invoice_state: [entry(0, 'Em aberto', 'Open'), entry(1, 'Paga', 'Paid'), entry(2, 'Cancelada', 'Cancelled', true)],
  invoice_type: [
    entry(0, 'Mensalidade', 'Monthly fee'),
    entry(1, 'Instalação', 'Installation'),
    entry(2, 'Outra', 'Other'),
  ],
  invoice_obs: [entry(1, 'Enviada ao banco', 'Sent to the bank'), entry(2, 'Renegociada', 'Renegotiated')],
  contract_status: contractStatus,
  network_cpe_status: [entry(0, 'Desativada', 'Disabled'), entry(1, 'Ativa', 'Active')],
  network_cpe_lending: [entry(0, 'Não (do cliente)', 'No (the customer’s)'), entry(1, 'Sim', 'Yes')],
  network_cpe_wifi_encryption_type: wifiEncryption,
  network_cpe_fiber: [entry(0, 'Não (rádio)', 'No (radio)'), entry(1, 'Sim', 'Yes')],
  os_done: [entry(0, 'Aberta', 'Open'), entry(1, 'Concluída', 'Done'), entry(2, 'Cancelada', 'Cancelled')],
};

/**
 * The Controllr panel's codes, only as far as they are documented where this project can read them (the
 * field notes' codes known from deployments). Its invoice, connection-status and support-order codes are not
 * documented there, so the operator writes them in the profile; nothing here is guessed.
 */
const controllrPreset: CodePreset = {
  contract_status: contractStatus,
  network_cpe_wifi_encryption_type: wifiEncryption,
};

/** Every preset by name. */
export const codePresets: Readonly<Record<CodePresetId, CodePreset>> = {
  none: {},
  service: servicePreset,
  controllr: controllrPreset,
};
