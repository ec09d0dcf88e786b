import { ActionIcon, Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Profile } from '../../../shared/ipc/profile-schema.ts';
import { EditIcon, PlusIcon, TrashIcon } from '../common/index.ts';
import { profileLabel } from './profile-label.ts';
import { useProfileDialogs } from './use-profile-dialogs.tsx';

/** Props of the profile picker. */
export interface ProfilePickerProps {
  profiles: Profile[];
  value: string;
  onChange: (id: string) => void;
}

/**
 * Chooses the server to sign in to, with buttons to add, edit and remove profiles (the Demo one is fixed).
 * Why a native select and `title` hints, not Mantine's Select and Tooltip: those bring the combobox, its
 * popover and Floating UI, about 25 KB gzip of the first screen's JavaScript (issue 20); the native select
 * keeps the label, the keyboard (arrows, type-ahead) and the screen reader's listbox by itself.
 */
export function ProfilePicker({ profiles, value, onChange }: ProfilePickerProps) {
  const { t } = useTranslation('profiles');
  // Why on removal: the chosen profile gone, the form would still hold its id (and sign in to nothing) while the
  // select showed another; the first one left (the Demo) is chosen instead, as if picked.
  const dialogs = useProfileDialogs(
    (saved) => onChange(saved.id),
    (removed) => {
      const next = profiles.find((profile) => profile.id !== removed.id);
      if (removed.id === value && next) onChange(next.id);
    },
  );
  const chosen = profiles.find((profile) => profile.id === value);
  const editable = chosen?.kind === 'remote' ? chosen : undefined;
  const actions = [
    { label: t('add'), icon: <PlusIcon />, run: dialogs.add, disabled: false },
    { label: t('edit'), icon: <EditIcon />, run: () => editable && dialogs.edit(editable), disabled: !editable },
    { label: t('remove'), icon: <TrashIcon />, run: () => editable && dialogs.remove(editable), disabled: !editable },
  ];
  return (
    <Group gap={4} align="flex-end" wrap="nowrap">
      <NativeSelect
        label={t('profile')}
        data={profiles.map((profile) => ({ value: profile.id, label: profileLabel(profile, t) }))}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        style={{ flex: 1 }}
        data-field="profile"
      />
      {actions.map((action) => (
        <ActionIcon
          key={action.label}
          size="input-xs"
          variant="default"
          aria-label={action.label}
          title={action.label}
          onClick={action.run}
          disabled={action.disabled}
        >
          {action.icon}
        </ActionIcon>
      ))}
      {dialogs.dialogs}
    </Group>
  );
}
