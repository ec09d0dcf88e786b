import type { Translation } from '../../../i18n/translation.ts';
import type { ptBR } from './pt-BR.ts';

/** Strings of the server profiles: the picker, the form and the list, in English: the same keys as pt-BR, which the typecheck holds. */
export const en = {
  profile: 'Server',
  add: 'Add a server',
  edit: 'Edit the server',
  remove: 'Remove the server',
  demoName: 'Demo (on this computer)',
  form: {
    addTitle: 'New server',
    editTitle: 'Edit server',
    name: 'Name',
    nameHint: 'How you recognise this server, such as Head office or Downtown branch.',
    adminUrl: 'Administrative area address',
    adminUrlHint: 'http:// or https://, with a port if any, such as https://erp.provider.com:8080',
    adminPrefix: 'Administrative path prefix',
    adminPrefixHint: 'Nearly always admin_ctl.',
    clientUrl: 'Client area address',
    clientUrlHint: 'Optional; needed to open a customer’s area.',
    username: 'Default user name',
    pinnedCertSha256: 'Pinned certificate (SHA-256)',
    pinHint:
      'Optional. Only for a server with its own (self-signed) certificate: the SHA-256 fingerprint the provider gave you, 64 hex digits, with or without colons. This server’s addresses then accept exactly that certificate and no other.',
    auth: 'Authentication',
    authHint:
      'Nearly always Session: the app signs in once and the server keeps the session. Choose Basic only if the provider says the server asks for the user name and password on every request (HTTP Basic authentication); the password then stays on this computer only, and is kept, encrypted by the system, only if you tick “Keep me signed in”.',
    authModes: { session: 'Session (login)', basic: 'HTTP Basic' },
    saveFailed: 'Could not save the server.',
    preset: 'Fill in from a template',
    presetHint:
      'Fills in the prefix and the usual ports (8080 for the administrative area, 80 for the client area); everything can be changed afterwards.',
    presets: { interface: 'Standard interface (admin_ctl)', deployed: 'Deployed product (controllrctl)' },
  },
  codes: {
    title: 'What the codes mean',
    intro:
      'The server sends states and types as numbers (on an invoice, 2 may be “cancelled”). Write here what each number means on this server: the screens show those words. A code without a meaning is not shown; for a state, it reads “not given by the server (N)”.',
    preset: 'Start from the preset',
    presetHint:
      'Changing the preset remakes the table below. The preset’s meanings are shown in the reader’s language; the ones you write, as you wrote them.',
    presets: {
      none: 'None (empty table)',
      service: 'Provider Desk service',
      controllr: 'Controllr panel (documented only)',
    },
    controllrNote:
      'Of the Controllr panel, only the codes of the contract state and of the Wi-Fi encryption are documented. Write those of invoices, connections and support orders as your panel uses them.',
    field: {
      invoice_state: 'Invoice: state',
      invoice_type: 'Invoice: type',
      invoice_obs: 'Invoice: note',
      contract_status: 'Contract: state',
      network_cpe_status: 'Connection: state',
      network_cpe_mac_status: 'Connection: MAC state',
      network_cpe_ip_status: 'Connection: IP state',
      network_cpe_authentication_type: 'Connection: authentication type',
      network_cpe_lending: 'Connection: equipment lent',
      network_cpe_wifi_encryption_type: 'Connection: Wi-Fi encryption',
      network_cpe_fiber: 'Connection: fibre',
      network_cpe_req_origin: 'Connection: request origin',
      os_done: 'Support order: state',
    },
    count: '{{count}} with a meaning',
    code: 'Code',
    label: 'Meaning',
    cancels: 'Cancels the invoice',
    cancelsHint: 'An invoice with this code reads Cancelled, never Overdue.',
    add: 'Add a code',
    remove: 'Remove code {{code}}',
    removeEmpty: 'Remove this row',
    invalid: 'Check the table of code meanings: some rows are wrong.',
    errors: {
      missingCode: 'Enter the code (a number).',
      badCode: 'Use a whole number, for example 2.',
      repeated: 'This code is already in the table.',
      tooLong: 'At most 80 characters.',
    },
  },
  test: {
    checkFields: 'Check the fields marked in red.',
    title: 'Test connection',
    password: 'Password for the test',
    passwordHint: 'Optional: with it the test also signs in to the server. It is not kept.',
    run: 'Test connection',
    results: 'Connection test result',
  },
  errors: {
    required: 'Fill in this field.',
    tooLong: 'The text is too long.',
    badAddress: 'Use an http:// or https:// address (host, optional port and path; no user, ? or #).',
    badPrefix: 'Use one or more parts of letters, digits, _ and -, separated by /.',
    badPin: 'Use the SHA-256 fingerprint: 64 hex digits (0–9, A–F), with or without colons.',
    invalid: 'Invalid value.',
  },
  confirmRemove: {
    title: 'Remove the server {{name}}?',
    text: 'The profile and the password and session kept for it are deleted from this computer, and the session is ended on the server. No data changes on the server.',
    confirm: 'Remove',
  },
  cleartext: {
    formTitle: 'Unencrypted address',
    formText:
      'With http:// to a server outside this computer, passwords and customers’ data travel unencrypted and anyone on the network can read them. Use https:// if the server offers it.',
    badge: 'Unencrypted',
    badgeHint:
      'This server uses http://: passwords and customers’ data travel unencrypted. Ask the provider for an https:// address.',
  },
  list: {
    caption: 'Saved servers',
    name: 'Name',
    address: 'Address',
    user: 'User',
    actions: 'Actions',
    passwordKept: 'password kept',
    builtIn: 'built in',
    basic: 'HTTP Basic',
    demoAddress: 'On this computer, started by the app',
  },
} as const satisfies Translation<typeof ptBR>;
