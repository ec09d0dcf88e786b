import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isDeskError } from '../../api/desk-error.ts';
import { signInErrorKey } from './sign-in-error.ts';
import { useCountdown } from './use-countdown.ts';

/** Props of the sign-in error message. */
export interface SignInErrorAlertProps {
  error: unknown;
  /** The server's address, named when it cannot be reached. */
  address?: string;
}

/** Says why a sign-in failed and what to do: wrong password, unreachable server, wrong address, wait (give it a new `key` per attempt). */
export function SignInErrorAlert({ error, address }: SignInErrorAlertProps) {
  const { t } = useTranslation('session');
  const retryAfter = isDeskError(error, 'RATE_LIMITED') ? (error.retryAfter ?? 60) : undefined;
  const left = useCountdown(retryAfter);
  if (!error) return null;
  const key = isDeskError(error) ? signInErrorKey(error.code) : undefined;
  // Why the server's words when it gave a reason: "Conta bloqueada" is not a wrong password, and retyping it will not help.
  const reason = key === 'signInErrors.authFailed' && isDeskError(error) ? error.detail : undefined;
  const text = reason
    ? t('signInErrors.refusedWithReason', { reason })
    : key
      ? t(key, { seconds: left, address: address || t('signInErrors.theServer') })
      : error instanceof Error
        ? error.message
        : t('errors.INTERNAL.title', { ns: 'common' });
  const title =
    key === 'signInErrors.rateLimited' && left === 0 ? t('signInErrors.tryAgainNow') : t('signInErrors.title');
  return (
    // Why overflowWrap: a certificate's fingerprint (AB:CD:… ×32) is one long word that must wrap, not be cut off.
    <Alert
      color={left === 0 && retryAfter ? 'yellow' : 'red'}
      title={title}
      role="alert"
      data-error-code={isDeskError(error) ? error.code : 'UNKNOWN'}
      data-server-reason={reason ? '' : undefined}
      style={{ overflowWrap: 'anywhere' }}
    >
      {left === 0 && retryAfter ? null : text}
    </Alert>
  );
}
