import { ActionIcon, Badge, Button, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Profile } from '../../../shared/ipc/profile-schema.ts';
import { ErrorState, EditIcon, PlusIcon, TrashIcon, LoadingState } from '../common/index.ts';
import { profileLabel } from './profile-label.ts';
import { useProfileDialogs } from './use-profile-dialogs.tsx';
import { useProfiles } from './use-profiles.ts';

function ProfileRow({ profile, onEdit, onRemove }: { profile: Profile; onEdit: () => void; onRemove: () => void }) {
  const { t } = useTranslation('profiles');
  const label = profileLabel(profile, t);
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="xs">
          <Text size="sm">{label}</Text>
          {profile.kind === 'demo' ? (
            <Badge variant="light" color="gray">
              {t('list.builtIn')}
            </Badge>
          ) : null}
          {profile.passwordKept ? <Badge variant="light">{t('list.passwordKept')}</Badge> : null}
          {profile.auth === 'basic' ? (
            <Badge variant="light" color="gray">
              {t('list.basic')}
            </Badge>
          ) : null}
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm" ff={profile.kind === 'demo' ? undefined : 'monospace'}>
          {profile.kind === 'demo' ? t('list.demoAddress') : `${profile.adminUrl}/${profile.adminPrefix}`}
        </Text>
      </Table.Td>
      <Table.Td>{profile.username || '—'}</Table.Td>
      <Table.Td>
        {profile.kind === 'remote' ? (
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t('edit')} withArrow>
              <ActionIcon aria-label={`${t('edit')}: ${label}`} onClick={onEdit}>
                <EditIcon />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('remove')} withArrow>
              <ActionIcon color="red" aria-label={`${t('remove')}: ${label}`} onClick={onRemove}>
                <TrashIcon />
              </ActionIcon>
            </Tooltip>
          </Group>
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
}

/** The saved server profiles as a table, with add, edit and remove. */
export function ProfileList() {
  const { t } = useTranslation('profiles');
  const profiles = useProfiles();
  const dialogs = useProfileDialogs();
  if (profiles.isPending) return <LoadingState />;
  if (profiles.isError) return <ErrorState error={profiles.error} onRetry={() => void profiles.refetch()} />;
  return (
    <Stack gap="xs" align="flex-start">
      <Table
        striped
        highlightOnHover
        withTableBorder
        verticalSpacing={4}
        aria-label={t('list.caption')}
        data-table="profiles"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.name')}</Table.Th>
            <Table.Th>{t('list.address')}</Table.Th>
            <Table.Th>{t('list.user')}</Table.Th>
            <Table.Th>{t('list.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {profiles.data.profiles.map((profile) => (
            <ProfileRow
              key={profile.id}
              profile={profile}
              onEdit={() => dialogs.edit(profile)}
              onRemove={() => dialogs.remove(profile)}
            />
          ))}
        </Table.Tbody>
      </Table>
      <Button variant="default" leftSection={<PlusIcon />} onClick={dialogs.add}>
        {t('add')}
      </Button>
      {dialogs.dialogs}
    </Stack>
  );
}
