import type { DemoController } from '../demo/demo-controller.ts';
import type { ErrorJournal } from '../diagnostics/error-journal.ts';
import { demoProfileId, toPublicProfile, type ProfileStore } from '../profiles/profile-store.ts';
import { ProviderError } from '../provider/provider-error.ts';
import type { SecretFiles } from '../secrets/secret-files.ts';
import type { Workspace } from '../session/workspace.ts';
import type { SettingsStore } from '../settings/settings-store.ts';
import { updatePort } from '../update/update-port.ts';
import type { Operations } from './operation-types.ts';

/** Facts about the running app, for `app:info` and the diagnostics. */
export interface AppFacts {
  version: string;
  host: 'electron' | 'browser';
  platform: string;
  osRelease: string;
}

/** What the app, settings, profile and session operations work with. */
export interface AppOperationDeps {
  facts: AppFacts;
  workspace: Workspace;
  profiles: ProfileStore;
  settings: SettingsStore;
  secrets: SecretFiles;
  demo: DemoController;
  journal: ErrorJournal;
}

type AppChannels =
  | 'app:info'
  | 'app:diagnostics'
  | 'settings:get'
  | 'settings:set'
  | 'app:setDirty'
  | 'update:state'
  | 'update:check'
  | 'update:install'
  | 'profiles:list'
  | 'profiles:save'
  | 'profiles:remove'
  | 'profiles:select'
  | 'session:state'
  | 'session:login'
  | 'session:resume'
  | 'session:logout'
  | 'demo:status'
  | 'demo:prepare';

/** The operations of the app itself: info, diagnostics, settings, updates, profiles, session, demo service. */
export function appOperations(deps: AppOperationDeps): Pick<Operations, AppChannels> {
  const { workspace, profiles, secrets } = deps;
  const listProfiles = async () => {
    const stored = await profiles.list();
    const remote = await Promise.all(
      stored.profiles.map(async (profile) => toPublicProfile(profile, 'remote', await workspace.passwordKept(profile))),
    );
    const demo = toPublicProfile(
      workspace.demoProfile(),
      'demo',
      await workspace.passwordKept(workspace.demoProfile()),
    );
    return { profiles: [demo, ...remote], activeId: stored.activeId };
  };
  return {
    'app:info': async () => ({
      version: deps.facts.version,
      host: deps.facts.host,
      platform: deps.facts.platform,
      secretsAvailable: secrets.available,
    }),
    'app:diagnostics': async () => {
      const state = workspace.state();
      const { profiles: list } = await listProfiles();
      const active = list.find((profile) => profile.id === state.profileId);
      // Why this shape: support gets what it needs to help; never a password, cookie or customer data.
      const lines = [
        `Provider Desk ${deps.facts.version} (${deps.facts.host})`,
        `OS: ${deps.facts.platform} ${deps.facts.osRelease}`,
        `Secrets kept by the OS: ${secrets.available ? 'yes' : 'no'}`,
        `Demo service: ${deps.demo.status().state}`,
        `Profile: ${active ? `${active.name} (${active.kind}) ${active.adminUrl} prefix ${active.adminPrefix}` : 'none'}`,
        // Why no user name: an operator's login is often their own name; support does not need it.
        `Signed in: ${state.signedIn ? `yes${state.expired ? ' (session expired)' : ''}` : 'no'}; connection ${state.connection}`,
        'Last errors:',
        ...deps.journal.lines().map((line) => `  ${line}`),
      ];
      return { text: lines.join('\n') };
    },
    'settings:get': () => deps.settings.get(),
    'settings:set': async (args) => {
      await updatePort().guardSettings(args);
      return deps.settings.set(args);
    },
    'app:setDirty': async (args) => {
      updatePort().setDirty(args.dirty);
      return { done: true };
    },
    'update:state': async () => ({ ...(await updatePort().view()), currentVersion: deps.facts.version }),
    'update:check': () => updatePort().check(),
    'update:install': () => updatePort().install(),
    'profiles:list': listProfiles,
    'profiles:save': async (args) => {
      if (args.id === demoProfileId)
        throw new ProviderError('VALIDATION', 'the demo profile cannot be changed', {
          fieldErrors: [{ field: 'id', message: 'the demo profile cannot be changed' }],
          ownWords: true,
        });
      const before = args.id === undefined ? undefined : await profiles.get(args.id);
      const saved = await profiles.save(args);
      // Why: a kept password and jar belong to the address they were kept for, never to a new one.
      if (before) await workspace.profileSaved(before, saved);
      return toPublicProfile(saved, 'remote', await workspace.passwordKept(saved));
    },
    'profiles:remove': async (args) => {
      if (args.id === demoProfileId)
        throw new ProviderError('VALIDATION', 'the demo profile cannot be removed', { ownWords: true });
      const stored = await profiles.get(args.id);
      // Ends its session (signed in, or only kept on disk) and deletes its kept password and jar.
      if (stored) await workspace.forgetProfile(stored);
      await profiles.remove(args.id);
      return { done: true };
    },
    'profiles:select': async (args) => {
      if (args.id !== demoProfileId && !(await profiles.get(args.id)))
        throw new ProviderError('NOT_FOUND', `profile ${args.id} does not exist`, { ownWords: true });
      await profiles.select(args.id);
      return { done: true };
    },
    'session:state': async () => workspace.state(),
    'session:login': (args, { signal }) =>
      workspace.login(args.profileId, args.username, args.password, args.remember, signal),
    'session:resume': (args, { signal }) => workspace.resume(args.password, signal),
    'session:logout': () => workspace.logout(),
    'demo:status': async () => deps.demo.status(),
    'demo:prepare': async () => {
      // Why not awaited: the operator types while the service starts; its progress and outcome reach the page as
      // demo:status events. Why the catch: a failed start is told that way too (state `failed`), and the sign-in's
      // own ensureRunning tries again.
      void deps.demo.ensureRunning().catch(() => undefined);
      return deps.demo.status();
    },
  };
}
