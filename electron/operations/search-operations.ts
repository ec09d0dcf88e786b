import { clientColumns } from '../../shared/filter/columns.ts';
import { validateFilter } from '../../shared/filter/validate.ts';
import { classifySearch } from '../../shared/search/search-rule.ts';
import { readThrough, type CacheReads } from '../cache/cached-read.ts';
import { searchFromCopy } from '../cache/client-reads.ts';
import { ProviderError } from '../provider/provider-error.ts';
import type { Workspace } from '../session/workspace.ts';
import { withoutPassword } from './admin-operations.ts';
import { runSearch, type NameSearchMemory } from './client-search.ts';
import type { Operations } from './operation-types.ts';

/**
 * The client search of the palette and of the list's search box: one rule (shared/search), run here in main; over
 * the local copy when the server does not answer or the page asks for the copy (issue 46).
 */
export function searchOperations(workspace: Workspace, reads?: CacheReads): Pick<Operations, 'clients:search'> {
  // What each server profile's name search was seen to do (see searchNames), for as long as main runs.
  const memories = new Map<string, NameSearchMemory>();
  const memoryOf = (profileId: string): NameSearchMemory => {
    let memory = memories.get(profileId);
    if (!memory) memories.set(profileId, (memory = { foldsAccents: false }));
    return memory;
  };
  return {
    'clients:search': async (args, { signal }) => {
      // Why check here too: nothing invalid is ever sent to a server (some ignore a bad filter silently).
      const checked = validateFilter(args.where, clientColumns);
      if (!checked.ok)
        throw new ProviderError('VALIDATION', checked.error.message, {
          fieldErrors: [{ field: 'where', message: checked.error.message }],
        });
      const query = classifySearch(args.text);
      const memory = memoryOf(workspace.state().profileId ?? '');
      return readThrough(reads, {
        source: args.source,
        server: async () => {
          const groups = await Promise.all(
            query.searches.map((search) =>
              runSearch(
                search,
                args.where,
                args.limit,
                ({ where, sort, limit }) =>
                  workspace.admin('read', (api) =>
                    api.listClients({ start: 0, limit, sort, dir: 'ASC', where }, signal),
                  ),
                memory,
              ),
            ),
          );
          for (const group of groups) for (const row of group.rows) withoutPassword(workspace, row);
          return { invalidDocument: query.invalidDocument, groups };
        },
        copy: ({ clients }) => {
          const found = searchFromCopy(clients, args);
          for (const group of found?.groups ?? []) for (const row of group.rows) withoutPassword(workspace, row);
          return found;
        },
        keep: ({ clients }, answer) =>
          clients.put(
            answer.groups.flatMap((group) => group.rows),
            Date.now(),
          ),
      });
    },
  };
}
