import { z } from 'zod';

// A registration sent while the server did not answer becomes a pending draft (issue 46). Its values are the form's
// fields, as any draft's, plus these facts under their own key: which client an edit is for, the record as the form
// loaded it (drafts:check compares it field by field with the server's), and whether a password was typed (it is
// never kept in a draft, so sending then needs it typed again).

/** The key of a pending draft's own facts among its values (never a registration column). */
export const pendingFactsKey = '_offline';

/** What a pending client draft keeps besides the typed values. */
export const pendingFactsSchema = z.object({
  clientPk: z.number().int().min(1).optional(),
  loaded: z.record(z.string(), z.unknown()).optional(),
  passwordTyped: z.boolean().optional(),
});
/** A pending client draft's own facts. */
export type PendingFacts = z.infer<typeof pendingFactsSchema>;

/** The facts of a draft's values (none when they are missing or damaged). */
export function pendingFactsOf(values: Record<string, unknown>): PendingFacts {
  const parsed = pendingFactsSchema.safeParse(values[pendingFactsKey] ?? {});
  return parsed.success ? parsed.data : {};
}
