import { Alert, Button, Group, List, PasswordInput, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChannelOutput } from '../../../shared/ipc/contract.ts';
import { desk } from '../../api/desk.ts';
import { isDeskError, unwrap } from '../../api/desk-error.ts';

/** What the check runs against: the form's fields as typed, saved or not. */
export interface ConnectionTestTarget {
  adminUrl: string;
  clientUrl: string;
  adminPrefix: string;
  username: string;
  pinnedCertSha256?: string;
  auth?: 'session' | 'basic';
}

type Step = ChannelOutput<'profiles:test'>['steps'][number];

const marks: Record<Step['status'], string> = { pass: '✓', fail: '✗', skip: '–' };
const colours: Record<Step['status'], string | undefined> = { pass: 'teal.9', fail: 'red.9', skip: 'dimmed' };

/**
 * "Testar conexão": runs main's step-by-step check of the typed profile (name, port, certificate, HTTP,
 * JSON, prefix, login, client area) and lists each step with what it found or what to do. The password
 * typed here is sent for the login step only and is never kept.
 */
export function ConnectionTestPanel({
  target,
  validate,
}: {
  target: () => ConnectionTestTarget;
  /** Checks the form's fields first, naming each wrong one under it; the test runs only when they are right. */
  validate: () => Promise<boolean>;
}) {
  const { t } = useTranslation('profiles');
  const [password, setPassword] = useState('');
  const check = useMutation({
    mutationFn: async () => unwrap(await desk.profilesTest({ ...target(), ...(password ? { password } : {}) })),
  });
  return (
    <Stack gap="xs" data-section="connection-test">
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <PasswordInput
          label={t('test.password')}
          description={t('test.passwordHint')}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          autoComplete="off"
          style={{ flex: 1 }}
          name="test-password"
        />
        <Button
          variant="light"
          onClick={() => void validate().then((valid) => valid && check.mutate())}
          loading={check.isPending}
          data-action="test-connection"
        >
          {t('test.run')}
        </Button>
      </Group>
      {check.isError ? (
        <Alert color="red" role="alert">
          {/* Why not the message of a refused input: it names the contract's fields in English (adminUrl: must be …). */}
          {isDeskError(check.error, 'VALIDATION') ? t('test.checkFields') : check.error.message}
        </Alert>
      ) : null}
      {check.data ? (
        <List
          listStyleType="none"
          spacing={4}
          aria-label={t('test.results')}
          data-test-result={check.data.ok ? 'pass' : 'fail'}
        >
          {check.data.steps.map((step) => (
            <List.Item key={step.id} data-step={step.id} data-status={step.status}>
              <Text size="sm" c={colours[step.status]} span fw={600}>
                {marks[step.status]} {step.title}
              </Text>
              {step.detail ? (
                <Text size="xs" c={step.status === 'fail' ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
                  {step.detail}
                </Text>
              ) : null}
            </List.Item>
          ))}
        </List>
      ) : null}
    </Stack>
  );
}
