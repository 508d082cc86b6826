import type { z } from 'zod';

/**
 * For the schema tests: a schema's first message per field (`_` for the object itself), as the
 * forms show them under each field and the API sends them as fieldErrors; none when it passes.
 */
export function schemaErrors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.') || '_'] ??= issue.message;
  return out;
}
