import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { formatRegistrationMessage } from '../../shared/registration/messages.ts';
import { registrationIssueParams } from '../../shared/registration/registration-field-errors.ts';

/** The language of field messages: pt-BR when the request prefers Portuguese, otherwise English. */
export function languageOf(request: FastifyRequest): 'en' | 'pt-BR' {
  const header = request.headers['accept-language'] ?? '';
  return /^\s*pt\b/i.test(header) ? 'pt-BR' : 'en';
}

/** Turns the message codes of shared/registration into text in the request's language, placeholders filled from the issue. */
export function registrationMessageFormatter(
  request: FastifyRequest,
): (code: string, issue?: z.core.$ZodIssue) => string {
  const lang = languageOf(request);
  return (code, issue) =>
    formatRegistrationMessage(
      code as Parameters<typeof formatRegistrationMessage>[0],
      lang,
      issue ? registrationIssueParams(issue) : {},
    );
}
