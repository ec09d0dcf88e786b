// The common feature's public surface: the app and other features import only this file (lint: import-x/no-restricted-paths).
export { DataAgeLabel } from './data-age-label.tsx';
export { elapsedText, whenText } from './data-age-text.ts';
export { ErrorState } from './error-state.tsx';
export {
  ClientsIcon,
  CopyIcon,
  CustomerIcon,
  DashboardIcon,
  EditIcon,
  MoonIcon,
  PlusIcon,
  RefreshIcon,
  SearchIcon,
  SettingsIcon,
  SignOutIcon,
  SunIcon,
  TrashIcon,
} from './icons.tsx';
export { LoadingState } from './loading-state.tsx';
export { saveBlob } from './save-file.ts';
export { SettingsSection } from './settings-section.tsx';
export { useChangeSettings, useSettings } from './use-settings.ts';
export { useNow } from './use-now.ts';
export { useShownAfter } from './use-shown-after.ts';
