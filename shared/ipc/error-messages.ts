import type { Language } from '../language.ts';
import { fillPlaceholders } from '../placeholders.ts';
import type { ErrorCode } from './result.ts';

// Why the alias stays: electron/provider (another change in progress) still names it; it goes with that change.
/** @deprecated The app's one language type is `Language` of shared/language.ts. */
export type MessageLanguage = Language;

const messages: Record<ErrorCode, Record<Language, string>> = {
  NETWORK: {
    'pt-BR': 'Não foi possível falar com o servidor. Verifique a conexão e o endereço.',
    en: 'Could not reach the server. Check the connection and the address.',
  },
  CERT_UNTRUSTED: {
    'pt-BR':
      'O certificado do servidor não é confiável (SHA-256 {{fingerprint}}). Confirme essa impressão digital com o provedor antes de fixá-la no perfil do servidor.',
    en: 'The server’s certificate is not trusted (SHA-256 {{fingerprint}}). Confirm this fingerprint with the provider before pinning it in the server profile.',
  },
  TIMEOUT: { 'pt-BR': 'O servidor demorou demais para responder.', en: 'The server took too long to answer.' },
  CANCELLED: { 'pt-BR': 'A operação foi cancelada.', en: 'The operation was cancelled.' },
  SESSION_EXPIRED: {
    'pt-BR': 'A sessão expirou. Entre novamente para continuar.',
    en: 'The session has expired. Sign in again to go on.',
  },
  AUTH_FAILED: { 'pt-BR': 'Usuário ou senha incorretos.', en: 'Wrong user name or password.' },
  COOKIE_REFUSED: {
    'pt-BR': 'O servidor aceitou o login, mas o cookie da sessão foi recusado.',
    en: 'The server accepted the login, but its session cookie was refused.',
  },
  BASIC_UNSUPPORTED: {
    'pt-BR':
      'Este servidor não aceita autenticação Basic: ele pede login com sessão. Edite o servidor e escolha “Sessão (login)” em Autenticação.',
    en: 'This server does not accept Basic authentication: it asks for a session login. Edit the server and choose “Session (login)” under Authentication.',
  },
  RATE_LIMITED: {
    'pt-BR': 'Muitas tentativas. Aguarde {{seconds}} s e tente de novo.',
    en: 'Too many attempts. Wait {{seconds}} s and try again.',
  },
  ACCESS_DENIED: { 'pt-BR': 'Você não tem permissão para esta operação.', en: 'You are not allowed to do this.' },
  NOT_FOUND: {
    'pt-BR': 'O servidor não encontrou o que foi pedido. Verifique o endereço e o prefixo do perfil.',
    en: 'The server did not find what was asked. Check the profile’s address and path prefix.',
  },
  VALIDATION: { 'pt-BR': 'Há campos com valores inválidos.', en: 'Some fields have invalid values.' },
  SERVER: { 'pt-BR': 'O servidor informou um erro.', en: 'The server reported an error.' },
  SERVER_UNAVAILABLE: {
    'pt-BR': 'O servidor está temporariamente indisponível (HTTP {{status}}). Tente de novo em instantes.',
    en: 'The server is temporarily unavailable (HTTP {{status}}). Try again in a moment.',
  },
  SERVER_BUSY: {
    'pt-BR': 'O servidor está ocupado e não atendeu o pedido; nada foi alterado. Tente de novo em instantes.',
    en: 'The server is busy and did not take the request; nothing was changed. Try again in a moment.',
  },
  PROTOCOL: {
    'pt-BR': 'O servidor respondeu de um jeito inesperado.',
    en: 'The server answered in an unexpected way.',
  },
  NOT_SIGNED_IN: { 'pt-BR': 'Entre em um servidor primeiro.', en: 'Sign in to a server first.' },
  INTERNAL: {
    'pt-BR': 'Erro interno do aplicativo. Copie o diagnóstico para o suporte.',
    en: 'Internal error of the app. Copy the diagnostics for support.',
  },
  UNAVAILABLE: { 'pt-BR': 'Este recurso não está disponível aqui.', en: 'This is not available here.' },
  LOCKED: {
    'pt-BR': 'O aplicativo está bloqueado: desbloqueie com a sua senha para continuar.',
    en: 'The app is locked: unlock it with your password to go on.',
  },
};

/** The message of an error code in a language, with `{{name}}` placeholders filled. */
export function errorMessage(
  code: ErrorCode,
  language: Language,
  params: Record<string, string | number> = {},
): string {
  return fillPlaceholders(messages[code][language], params);
}
