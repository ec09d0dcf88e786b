import { z } from 'zod';
import { describeJson } from './describe-json.ts';
import { isKnownOper } from './opers.ts';

/** Bounds of a `where` filter; anything larger is rejected rather than silently cut. */
export const FILTER_LIMITS = {
  /** Array nesting, counting the `where` array itself as 1. */
  maxDepth: 4,
  /** Conditions in the whole filter, groups included. */
  maxConditions: 100,
  /** Characters of one text value or list item. */
  maxTextLength: 500,
  /** Items of one list value. */
  maxListItems: 1000,
  /** Characters of a column name. */
  maxFieldLength: 100,
} as const;

/** One text value: bounded, and free of what PostgreSQL text cannot hold. */
export const FilterTextSchema = z
  .string()
  .max(FILTER_LIMITS.maxTextLength, {
    error: `a text value may not be longer than ${FILTER_LIMITS.maxTextLength} characters`,
  })
  // Why: PostgreSQL text cannot store NUL, and unpaired surrogates would be silently replaced on the way.
  .refine((text) => !text.includes('\u0000'), { error: 'a text value may not contain a NUL character' })
  .refine((text) => text.isWellFormed(), { error: 'a text value must be well-formed Unicode' });

/** One item of a list value (IN). */
export const FilterListItemSchema = z.union([z.number(), FilterTextSchema], {
  error: 'a list item must be a number or a text',
});

/** The value of a condition: a number, text, true/false, null, or a list (for IN). */
export const FilterValueSchema = z.union(
  [
    z.number(),
    FilterTextSchema,
    z.boolean(),
    z.null(),
    z
      .array(FilterListItemSchema)
      .min(1, { error: 'a list value may not be empty' })
      .max(FILTER_LIMITS.maxListItems, { error: `a list value may hold at most ${FILTER_LIMITS.maxListItems} items` }),
  ],
  {
    error: (issue) =>
      issue.input === undefined
        ? 'the condition has no value'
        : `must be a number, a text, true/false, null or a list of numbers and texts, not ${describeJson(issue.input)}`,
  },
);

/** One condition: a column, an oper code and the value compared. */
export const ConditionSchema = z.object({
  field: z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? 'the condition has no field'
          : `must be a column name, not ${describeJson(issue.input)}`,
    })
    .min(1, { error: 'the column name is empty' })
    .max(FILTER_LIMITS.maxFieldLength, {
      error: `a column name may not be longer than ${FILTER_LIMITS.maxFieldLength} characters`,
    }),
  oper: z
    .number({
      error: (issue) =>
        issue.input === undefined
          ? 'the condition has no oper'
          : `must be an operation code (a number), not ${describeJson(issue.input)}`,
    })
    .refine(isKnownOper, { error: (issue) => `${String(issue.input)} is not an operation code` }),
  value: FilterValueSchema,
});

/** The object that joins two conditions; only AND exists. */
export const JoinerSchema = z.strictObject({ field: z.literal('AND') });

/** A value a condition may compare with. */
export type FilterValue = z.infer<typeof FilterValueSchema>;
/** One condition of a filter. */
export type Condition = z.infer<typeof ConditionSchema>;
/** The `{"field":"AND"}` joiner. */
export type Joiner = z.infer<typeof JoinerSchema>;
/** A nested group (used for ranges): conditions and groups joined by joiners, like the filter itself. */
export type FilterGroup = FilterItem[];
/** One element of a filter or group. */
export type FilterItem = Condition | Joiner | FilterGroup;
/** A whole `where` filter; the empty array is the empty filter. */
export type Filter = FilterGroup;

/** A group: an array of conditions, joiners and groups (the joining rules are checked by the codec). */
const FilterGroupSchema: z.ZodType<FilterGroup> = z.lazy(() =>
  z.array(z.union([JoinerSchema, ConditionSchema, FilterGroupSchema])),
);

/** The whole `where` array, in shape; `parseWhere` also enforces joining, depth and size. */
export const FilterSchema: z.ZodType<Filter> = FilterGroupSchema;

/** True for the joiner object. */
export function isJoiner(item: FilterItem): item is Joiner {
  return !Array.isArray(item) && !('oper' in item) && item.field === 'AND';
}

/** True for a nested group. */
export function isGroup(item: FilterItem): item is FilterGroup {
  return Array.isArray(item);
}

/** True for a condition. */
export function isCondition(item: FilterItem): item is Condition {
  return !Array.isArray(item) && 'oper' in item;
}
