/** Stable failure codes of the provider service (docs/provider-service.md lists status and meaning). */
export type ServiceErrorCode =
  | 'VALIDATION'
  | 'BAD_FILTER'
  | 'BAD_SORT'
  | 'AUTH_FAILED'
  | 'LOGIN_THROTTLED'
  | 'SESSION_REQUIRED'
  | 'SESSION_EXPIRED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'CONFLICT'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'PAYLOAD_TOO_LARGE'
  | 'SERVICE_BUSY'
  | 'INTERNAL';

/** A field-level problem: `id` names the field, `msg` says what is wrong with it. */
export interface FieldProblem {
  id: string;
  msg: string;
}

/** A failure the service answers on purpose: HTTP status, stable code, message, maybe field errors. */
export class ServiceError extends Error {
  readonly status: number;
  readonly code: ServiceErrorCode;
  readonly errors: FieldProblem[] | undefined;
  readonly headers: Record<string, string>;
  /** The message and field messages in Brazilian Portuguese, for a client that prefers it (Accept-Language). */
  portuguese: { message: string; errors?: FieldProblem[] } | undefined;

  constructor(
    status: number,
    code: ServiceErrorCode,
    message: string,
    errors?: FieldProblem[],
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.errors = errors;
    this.headers = headers;
  }

  /** Gives the words a client preferring Portuguese reads instead of the English ones; returns this error. */
  inPortuguese(words: { message: string; errors?: FieldProblem[] }): this {
    this.portuguese = words;
    return this;
  }

  /**
   * The JSON body: `success: false`, `code`, `message` and, for validation, `errors`; in Portuguese for `pt-BR` where
   * the error has Portuguese words (a clerk's screen shows them), English otherwise (what third-party clients read).
   */
  toBody(language: 'en' | 'pt-BR' = 'en'): {
    success: false;
    code: ServiceErrorCode;
    message: string;
    errors?: FieldProblem[];
  } {
    const words =
      language === 'pt-BR' && this.portuguese ? this.portuguese : { message: this.message, errors: this.errors };
    return {
      success: false,
      code: this.code,
      message: words.message,
      ...(words.errors ? { errors: words.errors } : {}),
    };
  }
}

/** A validation failure naming each field that is wrong. */
export function validationError(errors: FieldProblem[]): ServiceError {
  const names = [...new Set(errors.map((error) => error.id))].join(', ');
  return new ServiceError(
    400,
    'VALIDATION',
    `Invalid value in: ${names}. ${errors.map((error) => `${error.id}: ${error.msg.replace(/\.$/, '')}`).join('; ')}.`,
    errors,
  );
}
