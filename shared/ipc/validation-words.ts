// Main's refusal of a page's input, in the words of the person reading it: each field by its name on screen, each
// problem in a sentence. Why here: zod writes "Invalid input: expected number" and our schemas name columns
// (client_lastname) or message codes (registration.required); none of them may reach a pt-BR screen (issue 42).
import type { z } from 'zod';
import type { Language } from '../language.ts';
import { fillPlaceholders } from '../placeholders.ts';
import { formatRegistrationMessage, isRegistrationMessageCode } from '../registration/messages.ts';
import { registrationIssueParams } from '../registration/registration-field-errors.ts';

type Words = Readonly<Record<Language, string>>;

const words = (ptBR: string, en: string): Words => ({ 'pt-BR': ptBR, en });

// The input fields a person fills or chooses, by the names their screens give them (the registration form, the
// server profile form, the customer-area dialogs, the settings, the activity log's filters).
const fieldWords: Readonly<Record<string, Words>> = {
  offices_pk: words('Unidade', 'Office'),
  office_pk: words('Unidade', 'Office'),
  client_type: words('Tipo', 'Type'),
  client_status: words('Situação', 'Status'),
  cur_client_status: words('Situação', 'Status'),
  client_name: words('Nome', 'First name'),
  client_lastname: words('Sobrenome', 'Surname'),
  client_doc1: words('CPF/CNPJ', 'CPF/CNPJ'),
  client_doc2: words('RG/Inscrição estadual', 'RG/State registration'),
  client_mail: words('E-mail', 'E-mail'),
  client_phones: words('Telefones', 'Phones'),
  client_date_birth: words('Data de nascimento/fundação', 'Date of birth/founded'),
  client_date_cad: words('Data de cadastro', 'Registration date'),
  client_username: words('Usuário', 'User name'),
  client_password: words('Senha', 'Password'),
  client_password1: words('Confirmação da senha', 'Confirm password'),
  client_observations: words('Observações', 'Notes'),
  cli_addr_address: words('Logradouro', 'Street'),
  cli_addr_number: words('Número', 'Number'),
  cli_addr_neighborhood: words('Bairro', 'District'),
  cli_addr_zipcode: words('CEP', 'Zip code (CEP)'),
  cli_addr_province: words('Cidade', 'City'),
  cli_addr_state: words('UF', 'State'),
  cli_addr_completation: words('Complemento', 'Complement'),
  client_pk: words('Código do cliente', 'Client code'),
  clientPk: words('Código do cliente', 'Client code'),
  name: words('Nome', 'Name'),
  adminUrl: words('Endereço da área administrativa', 'Administrative area address'),
  clientUrl: words('Endereço da área do cliente', 'Client area address'),
  adminPrefix: words('Prefixo administrativo', 'Administrative path prefix'),
  username: words('Usuário', 'User name'),
  password: words('Senha', 'Password'),
  pinnedCertSha256: words('Certificado fixado (SHA-256)', 'Pinned certificate (SHA-256)'),
  auth: words('Autenticação', 'Authentication'),
  codeDictionary: words('Significado dos códigos', 'Meaning of the codes'),
  language: words('Idioma', 'Language'),
  theme: words('Tema', 'Theme'),
  zoom: words('Zoom', 'Zoom'),
  updateFeedUrl: words('Endereço das atualizações', 'Update address'),
  updateChannel: words('Canal de atualizações', 'Update channel'),
  idleLockMinutes: words('Bloqueio por inatividade', 'Idle lock'),
  idleLockSeconds: words('Bloqueio por inatividade', 'Idle lock'),
  draftRetentionDays: words('Dias que os rascunhos são guardados', 'Days drafts are kept'),
  maskPersonalData: words('Mascarar dados pessoais', 'Mask personal data'),
  maskedFields: words('Campos mascarados', 'Masked fields'),
  text: words('Busca', 'Search'),
  where: words('Filtro', 'Filter'),
  sort: words('Ordenação', 'Sort'),
  dir: words('Ordenação', 'Sort'),
  start: words('Página', 'Page'),
  limit: words('Linhas por página', 'Rows per page'),
  month: words('Mês', 'Month'),
  priority: words('Prioridade', 'Priority'),
  task_pk: words('Tipo de tarefa', 'Task kind'),
  phone: words('Telefone de contato', 'Contact phone'),
  os_obs: words('Descrição do cliente', 'Customer’s description'),
  user_password: words('Nova senha', 'New password'),
  user_password_repeat: words('Confirmação da nova senha', 'Confirm the new password'),
  fileName: words('Nome do arquivo', 'File name'),
  operator: words('Operador', 'Operator'),
  client: words('Cliente', 'Client'),
  kind: words('Tipo de registro', 'Kind of entry'),
  from: words('Data inicial', 'From date'),
  to: words('Data final', 'To date'),
  formats: words('Formatos', 'Formats'),
};

// Any other input (a session's id, a draft's key, what the page sends on its own): no field a person filled.
const requestWords = words('Dados da solicitação', 'The request’s data');

const texts = {
  valueInvalid: words('Valor inválido.', 'Invalid value.'),
  numberMax: words('Informe um número até {{max}}.', 'Enter a number up to {{max}}.'),
  numberMin: words('Informe um número a partir de {{min}}.', 'Enter a number of at least {{min}}.'),
  textMin: words('Use pelo menos {{min}} caracteres.', 'Use at least {{min}} characters.'),
  listMax: words('Escolha no máximo {{max}}.', 'Choose at most {{max}}.'),
  listMin: words('Escolha pelo menos {{min}}.', 'Choose at least {{min}}.'),
  choice: words('Escolha uma das opções oferecidas.', 'Choose one of the options offered.'),
  format: words('O formato não é o esperado.', 'Not in the expected format.'),
  unknownKeys: words('Há dados que esta operação não aceita.', 'Holds data this operation does not take.'),
};

// Why an update address is refused: the settings screen's own words (renderer/features/updates/locales).
const feedProblemWords: Readonly<Record<string, Words>> = {
  address: words(
    'Isto não é um endereço. Use https://…, file://… ou http://localhost…',
    'This is not an address. Use https://…, file://… or http://localhost…',
  ),
  scheme: words(
    'Use um endereço https://, uma pasta compartilhada (file://) ou http:// só para este computador.',
    'Use an https:// address, a shared folder (file://) or http:// only for this computer.',
  ),
  'http-remote': words(
    'http:// só é aceito para este computador (localhost). Para um servidor da rede, use https:// ou uma pasta compartilhada (file://).',
    'http:// is accepted only for this computer (localhost). For a server on the network, use https:// or a shared folder (file://).',
  ),
};

/** A field of a page's input by the name its screen gives it; a field no person fills, as "the request's data". */
export function inputFieldWords(path: readonly PropertyKey[], language: Language): string {
  const field = path.find((key): key is string => typeof key === 'string' && Object.hasOwn(fieldWords, key));
  return (field ? fieldWords[field] : requestWords)?.[language] ?? requestWords[language];
}

/** One issue of a refused input as a sentence in `language`: our schemas' message codes, or zod's kind of problem. */
export function validationIssueText(issue: z.core.$ZodIssue, language: Language): string {
  if (isRegistrationMessageCode(issue.message))
    return formatRegistrationMessage(issue.message, language, registrationIssueParams(issue));
  const feedProblem =
    issue.code === 'custom' ? (issue.params as { feedProblem?: unknown } | undefined)?.feedProblem : undefined;
  if (typeof feedProblem === 'string' && Object.hasOwn(feedProblemWords, feedProblem))
    return feedProblemWords[feedProblem]?.[language] ?? '';
  const say = (text: Words, params: Record<string, string | number> = {}) => fillPlaceholders(text[language], params);
  const missing = (issue as { input?: unknown }).input === undefined;
  switch (issue.code) {
    case 'invalid_type':
      return missing ? formatRegistrationMessage('registration.required', language) : say(texts.valueInvalid);
    case 'too_big':
      if (issue.origin === 'string')
        return formatRegistrationMessage('registration.tooLong', language, { max: Number(issue.maximum) });
      if (issue.origin === 'array' || issue.origin === 'set') return say(texts.listMax, { max: Number(issue.maximum) });
      return say(texts.numberMax, { max: Number(issue.maximum) });
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? formatRegistrationMessage('registration.required', language)
          : say(texts.textMin, { min: Number(issue.minimum) });
      if (issue.origin === 'array' || issue.origin === 'set') return say(texts.listMin, { min: Number(issue.minimum) });
      return say(texts.numberMin, { min: Number(issue.minimum) });
    case 'invalid_value':
      return say(texts.choice);
    case 'invalid_format':
      return say(texts.format);
    case 'unrecognized_keys':
      return say(texts.unknownKeys);
    case 'custom':
    case 'invalid_element':
    case 'invalid_key':
    case 'invalid_union':
    case 'not_multiple_of':
      // Why not the issue's message: a custom rule's words are English (a filter's "only AND joins…").
      return say(texts.valueInvalid);
  }
}

/** A sentence after a field's name: its first letter in lower case unless it opens an acronym ("CPF inválido"). */
function afterName(text: string): string {
  return /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** The refused fields in one line, "Sobrenome: este campo é obrigatório. Telefones: …", each field once. */
export function validationSummary(items: ReadonlyArray<{ label: string; text: string }>): string {
  const seen = new Set<string>();
  return items
    .filter((item) => !seen.has(item.label) && seen.add(item.label))
    .map((item) => `${item.label}: ${afterName(item.text)}`)
    .join(' ');
}
