/**
 * Decap fields from a zod schema, through zod's public JSON Schema (`z.toJSONSchema`, input side): each
 * property decides its field's widget, required-ness, options and pattern, and its `.describe()` text (the
 * JSON Schema `description`) becomes the hint. Pure.
 */
import { z } from 'zod';
import type { CmsField } from './cms-fields.ts';

/** Where jsonSchemaOf puts a pattern's message: ours, not JSON Schema's. */
const PATTERN_MESSAGE = 'x-pattern-message';
const mustMatch = (pattern: string) => `Must match /${pattern}/`;

/** The parts of a JSON Schema this module reads. */
interface JsonSchema {
  type?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  /** The message the schema gives when its `.regex()` pattern fails (see patternMessage). */
  [PATTERN_MESSAGE]?: string;
}

/** Inputs tried, in turn, to make a pattern fail. */
const PATTERN_MISSES = ['', ' ', '\u0000'];
/** What the parse answers for an issue whose schema has no message of its own. */
const NO_MESSAGE = '\u0000no message of its own';

/**
 * The schema's own message for a failed `.regex()` (JSON Schema has no place for it), found by parsing a
 * string that misses the pattern; "Must match /…/" when the schema has none.
 */
function patternMessage(schema: z.core.$ZodType, pattern: string): string {
  const regex = new RegExp(pattern);
  for (const miss of PATTERN_MISSES.filter((input) => !regex.test(input))) {
    const result = z.safeParse(schema, miss, { error: () => NO_MESSAGE });
    const issue = result.error?.issues.find(
      (i) => i.code === 'invalid_format' && i.format === 'regex' && i.pattern === String(regex),
    );
    if (issue && issue.message !== NO_MESSAGE) return issue.message;
  }
  return mustMatch(pattern);
}

/** A zod schema as the editor fills it in: its input's JSON Schema, with the messages of its patterns. */
function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      // A pattern with a format comes from that format (email, date…), not from a `.regex()` of ours.
      if (typeof jsonSchema.pattern === 'string' && jsonSchema.format === undefined)
        jsonSchema[PATTERN_MESSAGE] = patternMessage(zodSchema, jsonSchema.pattern);
    },
  }) as JsonSchema;
}

/** Abbreviations a label writes in capitals. */
const ABBREVIATIONS = /\b(idx|mls)\b/g;

/** "squareFeet" → "Square feet", "mlsId" → "MLS id". */
function labelOf(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(ABBREVIATIONS, (word) => word.toUpperCase());
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Field names whose values are pictures under public/images. */
const IMAGE_NAMES = new Set(['image', 'images', 'floorPlans', 'logo', 'photo']);
/** A day written yyyy-mm-dd. */
const DATE_PATTERN = String.raw`^\d{4}-\d{2}-\d{2}$`;

const isNull = (schema: JsonSchema) => schema.type === 'null';

/** A nullable schema's other member (JSON Schema writes nullable as anyOf [schema, null]). */
function withoutNull(schema: JsonSchema): { inner: JsonSchema; nullable: boolean } {
  const members = schema.anyOf?.filter((member) => !isNull(member)) ?? [];
  const [only] = members;
  if (only && members.length === 1 && schema.anyOf?.some(isNull)) return { inner: only, nullable: true };
  return { inner: schema, nullable: false };
}

/** The option values of an enum, a literal, or a union of them; undefined for anything else. */
function optionsOf(schema: JsonSchema): string[] | undefined {
  if (schema.enum) return schema.enum.map(String);
  if ('const' in schema) return [String(schema.const)];
  if (schema.anyOf) {
    const parts = schema.anyOf.map((member) => optionsOf(withoutNull(member).inner));
    return parts.every(Boolean) ? parts.flat().filter((o): o is string => o !== undefined) : undefined;
  }
  return undefined;
}

/** zod's own bounds of a safe integer, which no schema of ours wrote. */
const boundOf = (value: number | undefined) =>
  value === Number.MIN_SAFE_INTEGER || value === Number.MAX_SAFE_INTEGER ? undefined : value;

/** The Decap field for one property; `required` says whether the object requires it. */
function fieldOf(name: string, schema: JsonSchema, required = true): CmsField {
  const { inner, nullable } = withoutNull(schema);
  const description = schema.description ?? inner.description;
  const field: CmsField = { name, label: labelOf(name), widget: 'string' };
  if (!required || nullable) field.required = false;
  if (nullable) field.nullable = true;
  if (description) field.hint = description;
  // A flag that is true or left out (addressHidden): a checkbox, stored only when ticked (see toStoredJson).
  if (inner.type === 'boolean' && inner.const === true) return { ...field, widget: 'boolean', onlyTrue: true };
  const options = optionsOf(inner);
  if (options) return { ...field, widget: 'select', options };
  if (inner.anyOf) {
    // E.g. an email or '': the first member that is not a literal decides.
    const first = inner.anyOf.find((member) => !('const' in withoutNull(member).inner));
    const member = first ? fieldOf(name, first) : field;
    return {
      ...member,
      ...(required && !nullable ? {} : { required: false }),
      ...(description ? { hint: description } : {}),
    };
  }
  switch (inner.type) {
    case 'object':
      return inner.properties ? { ...field, widget: 'object', fields: fieldsOfJson(inner) } : field;
    case 'array': {
      const element = inner.items ?? {};
      if (withoutNull(element).inner.properties)
        return { ...field, widget: 'list', fields: fieldsOfJson(withoutNull(element).inner) };
      // A list of choices (an advisor's towns): one select that takes several.
      const choices = optionsOf(withoutNull(element).inner);
      if (choices) return { ...field, widget: 'select', multiple: true, options: choices };
      const single = IMAGE_NAMES.has(name) ? { ...fieldOf('image', element), widget: 'image' } : fieldOf(name, element);
      return { ...field, widget: 'list', field: { ...single, label: labelOf(name) } };
    }
    case 'boolean':
      return { ...field, widget: 'boolean' };
    case 'number':
    case 'integer': {
      const int = inner.type === 'integer';
      const number: CmsField = { ...field, widget: 'number', value_type: int ? 'int' : 'float' };
      const min = boundOf(inner.minimum ?? inner.exclusiveMinimum);
      const max = boundOf(inner.maximum ?? inner.exclusiveMaximum);
      if (min !== undefined) number.min = min;
      if (max !== undefined) number.max = max;
      if (inner.multipleOf !== undefined) number.step = inner.multipleOf;
      if (!int && number.step === undefined) number.step = 0.5;
      return number;
    }
    case 'string': {
      const pattern = inner.format === undefined ? inner.pattern : undefined;
      if (inner.format === 'date-time') return { ...field, widget: 'datetime', format: 'YYYY-MM-DDTHH:mm:ss[Z]' };
      if (pattern === DATE_PATTERN)
        return { ...field, widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false };
      if (IMAGE_NAMES.has(name)) return { ...field, widget: 'image' };
      const string: CmsField = { ...field, widget: (inner.minLength ?? 0) >= 40 ? 'text' : 'string' };
      if (pattern) string.pattern = [pattern, inner[PATTERN_MESSAGE] ?? mustMatch(pattern)];
      if (inner.format !== undefined) string.verbatim = true;
      return string;
    }
    default:
      return field;
  }
}

function fieldsOfJson(schema: JsonSchema): CmsField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, value]) => fieldOf(name, value, required.has(name)));
}

/** The fields of a zod object (the input of a transform). */
export function fieldsOf(schema: z.ZodType): CmsField[] {
  return fieldsOfJson(jsonSchemaOf(schema));
}
