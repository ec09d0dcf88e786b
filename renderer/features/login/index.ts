// The login feature's public surface: the app and other features import only this file (lint: import-x/no-restricted-paths).
export { LoginScreen } from './login-screen.tsx';
