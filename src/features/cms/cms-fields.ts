/** Decap CMS field definitions and how an edited entry is stored; zod-free, so the /admin bundle can use it. */

/** A list of entries under the single key "items": how Decap edits a JSON file whose root is an array. */
export const LIST_FORMAT = 'json-list';
/** JSON without the `fileNumber` the preSave hook adds for the file name. */
export const LISTING_FORMAT = 'listing-json';

export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required?: false;
  /** Ours, not Decap's: an empty value is saved as null (see toStoredJson). */
  nullable?: true;
  /** Ours, not Decap's: a value with a format (an e-mail, a URL) that is the same in every language. */
  verbatim?: true;
  /** Ours, not Decap's: a checkbox for a value that is true or absent; an unticked box is left out. */
  onlyTrue?: true;
  hint?: string;
  pattern?: [string, string];
  options?: string[];
  /** A select that takes several options, stored as a list. */
  multiple?: true;
  fields?: CmsField[];
  field?: CmsField;
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  step?: number;
  default?: unknown;
  date_format?: string;
  time_format?: boolean;
  format?: string;
  media_folder?: string;
  public_folder?: string;
  /** Decap's i18n: translated per language, or the English value copied into each language's file. */
  i18n?: true | 'duplicate';
}

/**
 * An entry as the site stores it: Decap leaves an emptied field out or empty, the schemas want null where a
 * field is nullable, an unticked true-or-absent flag is left out, and `fileNumber` (for the file name only)
 * is dropped.
 */
export function toStoredJson(data: Record<string, unknown>, fields: readonly CmsField[]): Record<string, unknown> {
  const stored: Record<string, unknown> = {};
  for (const field of fields) {
    const value = data[field.name];
    const empty = value === undefined || value === null || value === '' || (field.onlyTrue && value === false);
    if (empty && field.nullable) stored[field.name] = null;
    else if (!empty) stored[field.name] = value;
  }
  return stored;
}
