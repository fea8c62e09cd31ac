/** Turning zod issues into one message per field: shared by the API's 400 answers and the forms. Pure. */
import type { $ZodError } from 'zod/v4/core';

/** Field name → its first message. Unknown keys are reported by name; a root issue under "body". */
export function messagesByField(error: $ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[key] ??= `Unknown field "${key}"`;
      continue;
    }
    const name = issue.path.map(String).join('.') || 'body';
    fields[name] ??= issue.message;
  }
  return fields;
}
