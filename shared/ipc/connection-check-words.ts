import type { Language } from '../language.ts';
import { fillPlaceholders } from '../placeholders.ts';
// What "Testar conexão" says of each step, in the two languages: the profile form shows it, and IT's
// `npm run check-server` prints the same lines. `{{x}}` fills in a detail (an address, a status, a name).

/** The steps of a connection check, in the order they run. */
export const checkStepIds = ['dns', 'tcp', 'tls', 'http', 'json', 'prefix', 'login', 'client-area'] as const;
/** One step of a connection check. */
export type CheckStepId = (typeof checkStepIds)[number];

/** What went wrong at a step: each has its own advice. */
export const checkProblems = [
  'dns-unknown',
  'tcp-refused',
  'tcp-timeout',
  'tcp-failed',
  'tls-untrusted',
  'tls-failed',
  'http-none',
  'json-html',
  'json-other',
  'prefix-missing',
  'prefix-open',
  'login-refused',
  'login-no-cookie',
  'login-cookie-domain',
  'login-cookie-secure',
  'login-cookie-path',
  'login-cookie-other',
  'login-throttled',
  'login-failed',
  'client-area-none',
] as const;
/** A problem a step found. */
export type CheckProblem = (typeof checkProblems)[number];

type Words = Record<Language, string>;

const titles: Record<CheckStepId, Words> = {
  dns: { 'pt-BR': 'O nome do servidor é encontrado', en: 'The server’s name resolves' },
  tcp: { 'pt-BR': 'A porta do servidor aceita conexão', en: 'The server’s port accepts a connection' },
  tls: { 'pt-BR': 'O certificado do servidor é confiável', en: 'The server’s certificate is trusted' },
  http: { 'pt-BR': 'O servidor responde HTTP', en: 'The server answers HTTP' },
  json: { 'pt-BR': 'A resposta é JSON (a interface do provedor)', en: 'The answer is JSON (the provider interface)' },
  prefix: { 'pt-BR': 'O prefixo administrativo existe', en: 'The administrative prefix exists' },
  login: {
    'pt-BR': 'O login com o usuário e a senha digitados funciona',
    en: 'Signing in with the typed user and password works',
  },
  'client-area': { 'pt-BR': 'O endereço da área do cliente responde', en: 'The client-area address answers' },
};

const fixes: Record<CheckProblem, Words> = {
  'dns-unknown': {
    'pt-BR':
      'O nome {{host}} não foi encontrado. Confira o endereço; se o servidor só existe na rede da matriz, conecte-se à VPN ou use o endereço IP.',
    en: 'The name {{host}} was not found. Check the address; if the server exists only in the head office’s network, connect to the VPN or use its IP address.',
  },
  'tcp-refused': {
    'pt-BR':
      'Nada atende na porta {{port}} de {{host}}. Confira a porta no endereço (a interface usa 8080 para a área administrativa e 80 para a do cliente) e se o serviço está no ar.',
    en: 'Nothing listens on port {{port}} of {{host}}. Check the port in the address (the interface uses 8080 for the administrative area and 80 for the client area) and that the service is running.',
  },
  'tcp-timeout': {
    'pt-BR':
      'A porta {{port}} de {{host}} não respondeu. Um firewall pode estar bloqueando: peça à TI que libere a porta para este computador.',
    en: 'Port {{port}} of {{host}} did not answer. A firewall may be blocking it: ask IT to open the port for this computer.',
  },
  'tcp-failed': {
    'pt-BR': 'A conexão com {{host}}:{{port}} falhou ({{reason}}).',
    en: 'The connection to {{host}}:{{port}} failed ({{reason}}).',
  },
  'tls-untrusted': {
    'pt-BR':
      'O certificado não é de uma autoridade confiável deste computador (SHA-256 {{fingerprint}}). Instale o certificado da autoridade do provedor no sistema, ou confira a impressão digital com a TI e fixe-a no perfil.',
    en: 'The certificate is not from an authority this computer trusts (SHA-256 {{fingerprint}}). Install the provider’s authority certificate in the system, or check the fingerprint with IT and pin it in the profile.',
  },
  'tls-failed': {
    'pt-BR': 'A conexão segura falhou ({{reason}}). Confira se o endereço deve começar com https:// ou http://.',
    en: 'The secure connection failed ({{reason}}). Check whether the address should start with https:// or http://.',
  },
  'http-none': {
    'pt-BR': 'O servidor aceitou a conexão mas não respondeu HTTP ({{reason}}). Confira a porta e o protocolo.',
    en: 'The server accepted the connection but gave no HTTP answer ({{reason}}). Check the port and the protocol.',
  },
  'json-html': {
    'pt-BR':
      'O endereço responde uma página web, não a interface do provedor. Confira o endereço e a porta da área administrativa.',
    en: 'The address answers a web page, not the provider interface. Check the administrative area’s address and port.',
  },
  'json-other': {
    'pt-BR': 'A resposta não é JSON (HTTP {{status}}). Confira o endereço e a porta.',
    en: 'The answer is not JSON (HTTP {{status}}). Check the address and the port.',
  },
  'prefix-missing': {
    'pt-BR':
      'O servidor não conhece /{{prefix}} (HTTP {{status}}). Confira o prefixo: a interface usa admin_ctl; o produto instalado em muitos provedores usa controllrctl.',
    en: 'The server does not know /{{prefix}} (HTTP {{status}}). Check the prefix: the interface uses admin_ctl; the product installed at many providers uses controllrctl.',
  },
  'prefix-open': {
    'pt-BR': 'O servidor respondeu a lista sem pedir login. Funciona, mas confirme com a TI que isso é esperado.',
    en: 'The server answered the list without asking for a login. It works, but check with IT that this is expected.',
  },
  'login-refused': {
    'pt-BR': 'O servidor recusou o usuário ou a senha digitados.',
    en: 'The server refused the typed user name or password.',
  },
  'login-no-cookie': {
    'pt-BR':
      'O servidor aceitou o login mas não criou sessão (nenhum cookie). Ele pode exigir autenticação Basic: escolha-a no perfil.',
    en: 'The server accepted the login but made no session (no cookie). It may require Basic authentication: choose it in the profile.',
  },
  'login-cookie-domain': {
    'pt-BR':
      'O servidor aceitou o login, mas o cookie da sessão não vale para {{host}}: o servidor definiu o cookie para {{domain}}: use esse nome no endereço do perfil.',
    en: 'The server accepted the login, but the session cookie does not hold for {{host}}: the server set the cookie for {{domain}}: use that name in the profile’s address.',
  },
  'login-cookie-secure': {
    'pt-BR':
      'O servidor aceitou o login, mas marcou o cookie da sessão como seguro (Secure), que só vale em https: use https:// no endereço do perfil, ou peça à TI do provedor que não marque o cookie como Secure em http.',
    en: 'The server accepted the login, but marked the session cookie Secure, which holds only over https: use https:// in the profile’s address, or ask the provider’s IT not to mark the cookie Secure over http.',
  },
  'login-cookie-path': {
    'pt-BR':
      'O servidor aceitou o login, mas definiu o cookie da sessão para o caminho {{path}}, que não cobre {{base}}, onde a interface é chamada: se a interface fica em {{path}}, use esse caminho no endereço do perfil; senão, peça à TI do provedor que defina o cookie com Path=/.',
    en: 'The server accepted the login, but set the session cookie for the path {{path}}, which does not cover {{base}}, where the interface is called: if the interface lives under {{path}}, use that path in the profile’s address; otherwise ask the provider’s IT to set the cookie with Path=/.',
  },
  'login-cookie-other': {
    'pt-BR':
      'O servidor aceitou o login, mas o cookie da sessão ({{name}}) foi recusado: ele não segue as regras de cookies (RFC 6265). Peça à TI do provedor que confira o Set-Cookie do login.',
    en: 'The server accepted the login, but its session cookie ({{name}}) was refused: it breaks the rules of cookies (RFC 6265). Ask the provider’s IT to check the login’s Set-Cookie.',
  },
  'login-throttled': {
    'pt-BR': 'O servidor pediu para esperar antes de tentar de novo ({{reason}}).',
    en: 'The server asked to wait before trying again ({{reason}}).',
  },
  'login-failed': {
    'pt-BR': 'O login não pôde ser testado ({{reason}}).',
    en: 'The login could not be tested ({{reason}}).',
  },
  'client-area-none': {
    'pt-BR':
      'O endereço da área do cliente não respondeu ({{reason}}). Confira o endereço e a porta (a interface usa 80).',
    en: 'The client-area address did not answer ({{reason}}). Check the address and the port (the interface uses 80).',
  },
};

/** The title of a step in a language. */
export function checkStepTitle(id: CheckStepId, language: Language): string {
  return titles[id][language];
}

/** The advice for a problem in a language, with its details filled in. */
export function checkProblemText(
  problem: CheckProblem,
  language: Language,
  params: Record<string, string | number> = {},
): string {
  return fillPlaceholders(fixes[problem][language], params);
}

/** The check's problem for a session cookie the jar refused, by why it was refused. */
export function cookieRefusalProblem(kind: 'domain' | 'secure' | 'path' | 'other'): CheckProblem {
  return `login-cookie-${kind}`;
}
