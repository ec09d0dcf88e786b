// The settings feature's public surface: the app and other features import only this file (lint: import-x/no-restricted-paths).
export { LanguagePicker } from './language-picker.tsx';
export { SettingsPage } from './settings-page.tsx';
