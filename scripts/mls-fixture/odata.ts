// The OData 4 query options the fixture MLS understands, parsed as strictly as a real provider parses them:
// $filter (comparisons, `in`, and/or/not, parentheses, typed literals), $orderby, $select and the opaque
// $skiptoken of its next links; and a query's page of records (queryPage). A query it cannot honour is an
// ODataError (HTTP 400), never a guess.
import type { FieldType, ResoRecord, ResoValue } from './inventory.ts';

export class ODataError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ODataError';
    this.status = status;
    this.code = code;
  }
}

const invalid = (message: string) => new ODataError(400, 'BadRequest', message);

export type Fields = Readonly<Record<string, FieldType>>;
export type ComparisonOperator = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le';

/** A literal with its Edm type; a DateTimeOffset holds its instant in milliseconds, a Date its ISO text. */
export type Literal =
  | { type: 'string'; value: string }
  | { type: 'number'; value: number }
  | { type: 'boolean'; value: boolean }
  | { type: 'datetime'; value: number }
  | { type: 'date'; value: string }
  | { type: 'null'; value: null };

export type FilterNode =
  | { kind: 'and' | 'or'; left: FilterNode; right: FilterNode }
  | { kind: 'not'; operand: FilterNode }
  | { kind: 'compare'; op: ComparisonOperator; field: string; literal: Literal }
  | { kind: 'in'; field: string; literals: Literal[] };

type Token =
  | { kind: 'open' | 'close' | 'comma'; at: number }
  | { kind: 'word'; text: string; at: number }
  | { kind: 'literal'; literal: Literal; at: number };

const COMPARISONS = new Set(['eq', 'ne', 'gt', 'ge', 'lt', 'le']);
const FLIPPED: Record<ComparisonOperator, ComparisonOperator> = {
  eq: 'eq',
  ne: 'ne',
  gt: 'lt',
  ge: 'le',
  lt: 'gt',
  le: 'ge',
};

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,12}))?)?(Z|[+-]\d{2}:\d{2})/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})(?![\dT:])/;
const NUMBER = /^-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?(?![\w.])/;
const WORD = /^[A-Za-z_][A-Za-z0-9_]*/;

/** Milliseconds of a calendar instant, or NaN when a component is out of range (month 13, 31 April, ...). */
function utcMillis(parts: readonly number[]): number {
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0, millis = 0] = parts;
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second, millis));
  const same =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second;
  return same ? date.getTime() : Number.NaN;
}

/** The instant a DateTimeOffset literal names, or NaN when it is not a valid one. */
export function parseDateTimeOffset(text: string): number {
  const match = DATE_TIME.exec(text);
  if (match?.[0] !== text) return Number.NaN;
  const [, y, mo, d, h, mi, s, fraction, zone] = match;
  const millis = Number((fraction ?? '').padEnd(3, '0').slice(0, 3));
  const local = utcMillis([y, mo, d, h, mi, s ?? '0'].map(Number).concat(millis));
  if (zone === undefined || zone === 'Z') return local;
  const sign = zone.startsWith('-') ? -1 : 1;
  const [offsetHours, offsetMinutes] = zone.slice(1).split(':').map(Number);
  if (offsetHours === undefined || offsetMinutes === undefined || offsetHours > 14 || offsetMinutes > 59)
    return Number.NaN;
  return local - sign * (offsetHours * 60 + offsetMinutes) * 60_000;
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < text.length) {
    const rest = text.slice(at);
    const char = rest.charAt(0);
    if (/\s/.test(char)) {
      at += 1;
    } else if (char === '(' || char === ')' || char === ',') {
      tokens.push({ kind: char === '(' ? 'open' : char === ')' ? 'close' : 'comma', at });
      at += 1;
    } else if (char === "'") {
      // A quote inside a string literal is written twice: 'O''Brien'.
      let value = '';
      let end = at + 1;
      for (;;) {
        const next = text.indexOf("'", end);
        if (next === -1) throw invalid(`Unterminated string literal at position ${at} in $filter.`);
        value += text.slice(end, next);
        if (text.charAt(next + 1) === "'") {
          value += "'";
          end = next + 2;
        } else {
          end = next + 1;
          break;
        }
      }
      tokens.push({ kind: 'literal', literal: { type: 'string', value }, at });
      at = end;
    } else {
      const dateTime = DATE_TIME.exec(rest);
      const date = DATE.exec(rest);
      const number = NUMBER.exec(rest);
      const word = WORD.exec(rest);
      if (dateTime) {
        const value = parseDateTimeOffset(dateTime[0]);
        if (Number.isNaN(value)) throw invalid(`Invalid DateTimeOffset literal '${dateTime[0]}' in $filter.`);
        tokens.push({ kind: 'literal', literal: { type: 'datetime', value }, at });
        at += dateTime[0].length;
      } else if (date) {
        if (Number.isNaN(utcMillis(date.slice(1).map(Number))))
          throw invalid(`Invalid Date literal '${date[0]}' in $filter.`);
        tokens.push({ kind: 'literal', literal: { type: 'date', value: date[0] }, at });
        at += date[0].length;
      } else if (number) {
        tokens.push({ kind: 'literal', literal: { type: 'number', value: Number(number[0]) }, at });
        at += number[0].length;
      } else if (word) {
        const text = word[0];
        if (rest.charAt(text.length) === "'")
          throw invalid(
            `Typed literal '${text}'…' at position ${at} is not supported in $filter; use a plain literal.`,
          );
        if (text === 'true' || text === 'false')
          tokens.push({ kind: 'literal', literal: { type: 'boolean', value: text === 'true' }, at });
        else if (text === 'null') tokens.push({ kind: 'literal', literal: { type: 'null', value: null }, at });
        else tokens.push({ kind: 'word', text, at });
        at += text.length;
      } else {
        throw invalid(`Unexpected character '${char}' at position ${at} in $filter.`);
      }
    }
  }
  return tokens;
}

/** Whether a literal of this type may be compared with a field of that type, and with which operators. */
function checkOperands(fields: Fields, field: string, op: ComparisonOperator | 'in', literal: Literal): void {
  const fieldType = fields[field];
  if (fieldType === undefined) throw invalid(`Unknown field '${field}' in $filter.`);
  if (fieldType === 'collection')
    throw invalid(
      `Field '${field}' is a collection: compare it through any() or all(), which this server does not support.`,
    );
  if (literal.type === 'null') {
    if (op !== 'eq' && op !== 'ne') throw invalid(`Only eq and ne compare '${field}' with null.`);
    return;
  }
  if (literal.type !== fieldType)
    throw invalid(
      `Field '${field}' is ${edmName(fieldType)} and cannot be compared with ${edmName(literal.type)} literal.`,
    );
  if (fieldType === 'boolean' && op !== 'eq' && op !== 'ne' && op !== 'in')
    throw invalid(`Only eq and ne compare the boolean field '${field}'.`);
}

function edmName(type: FieldType | Literal['type']): string {
  const names: Record<FieldType | Literal['type'], string> = {
    string: 'Edm.String',
    number: 'a number',
    boolean: 'Edm.Boolean',
    datetime: 'Edm.DateTimeOffset',
    date: 'Edm.Date',
    collection: 'a collection',
    null: 'null',
  };
  return names[type];
}

/** Parses a $filter expression, checking every field name and literal type against `fields`. */
export function parseFilter(text: string, fields: Fields): FilterNode {
  const tokens = tokenize(text);
  let position = 0;
  const peek = (): Token | undefined => tokens[position];
  const describe = (token: Token | undefined): string => (token === undefined ? 'the end' : `position ${token.at}`);
  const isWord = (token: Token | undefined, word: string): boolean => token?.kind === 'word' && token.text === word;

  const fieldName = (token: Token | undefined): string | null => {
    if (token?.kind !== 'word') return null;
    if (fields[token.text] === undefined) throw invalid(`Unknown field '${token.text}' in $filter.`);
    return token.text;
  };

  const parseOr = (): FilterNode => {
    let left = parseAnd();
    while (isWord(peek(), 'or')) {
      position += 1;
      left = { kind: 'or', left, right: parseAnd() };
    }
    return left;
  };
  const parseAnd = (): FilterNode => {
    let left = parseNot();
    while (isWord(peek(), 'and')) {
      position += 1;
      left = { kind: 'and', left, right: parseNot() };
    }
    return left;
  };
  const parseNot = (): FilterNode => {
    if (isWord(peek(), 'not')) {
      position += 1;
      return { kind: 'not', operand: parseNot() };
    }
    return parsePredicate();
  };
  const parseLiteral = (): Literal => {
    const token = peek();
    if (token?.kind !== 'literal') throw invalid(`Expected a literal at ${describe(token)} in $filter.`);
    position += 1;
    return token.literal;
  };
  const parsePredicate = (): FilterNode => {
    const first = peek();
    if (first?.kind === 'open') {
      position += 1;
      const inner = parseOr();
      if (peek()?.kind !== 'close') throw invalid(`Expected ')' at ${describe(peek())} in $filter.`);
      position += 1;
      return inner;
    }
    if (first?.kind === 'word' && tokens[position + 1]?.kind === 'open' && fields[first.text] === undefined)
      throw invalid(`Function '${first.text}' is not supported in $filter.`);
    const leftField = fieldName(first);
    position += 1;
    const operator = peek();
    if (leftField !== null && isWord(operator, 'in')) {
      position += 1;
      if (peek()?.kind !== 'open') throw invalid(`Expected '(' after 'in' at ${describe(peek())} in $filter.`);
      position += 1;
      const literals = [parseLiteral()];
      while (peek()?.kind === 'comma') {
        position += 1;
        literals.push(parseLiteral());
      }
      if (peek()?.kind !== 'close') throw invalid(`Expected ')' at ${describe(peek())} in $filter.`);
      position += 1;
      for (const literal of literals) checkOperands(fields, leftField, 'in', literal);
      return { kind: 'in', field: leftField, literals };
    }
    if (operator?.kind !== 'word' || !COMPARISONS.has(operator.text)) {
      // A boolean field alone is a predicate: `$filter=IDXParticipationYN`.
      if (leftField !== null && fields[leftField] === 'boolean')
        return { kind: 'compare', op: 'eq', field: leftField, literal: { type: 'boolean', value: true } };
      throw invalid(`Expected a comparison operator at ${describe(operator)} in $filter.`);
    }
    position += 1;
    const op = operator.text as ComparisonOperator;
    const second = peek();
    const rightField = fieldName(second);
    position += 1;
    if (leftField !== null && rightField !== null)
      throw invalid('Comparing two fields is not supported in $filter; compare a field with a literal.');
    if (leftField !== null && second?.kind === 'literal') {
      checkOperands(fields, leftField, op, second.literal);
      return { kind: 'compare', op, field: leftField, literal: second.literal };
    }
    if (rightField !== null && first?.kind === 'literal') {
      checkOperands(fields, rightField, op, first.literal);
      return { kind: 'compare', op: FLIPPED[op], field: rightField, literal: first.literal };
    }
    throw invalid(`Expected a field compared with a literal at ${describe(first)} in $filter.`);
  };

  if (tokens.length === 0) throw invalid('$filter is empty.');
  const tree = parseOr();
  if (position < tokens.length) throw invalid(`Unexpected token at ${describe(peek())} in $filter.`);
  return tree;
}

/** A record's value in the literal's terms, or undefined when the record holds something else there. */
function comparable(value: ResoValue | undefined, literal: Literal): string | number | boolean | undefined {
  if (literal.type === 'datetime') {
    const millis = typeof value === 'string' ? Date.parse(value) : Number.NaN;
    return Number.isNaN(millis) ? undefined : millis;
  }
  if (literal.type === 'string' || literal.type === 'date') return typeof value === 'string' ? value : undefined;
  if (literal.type === 'number') return typeof value === 'number' ? value : undefined;
  if (literal.type === 'boolean') return typeof value === 'boolean' ? value : undefined;
  return undefined;
}

function compare(op: ComparisonOperator, value: ResoValue | undefined, literal: Literal): boolean {
  const absent = value === null || value === undefined;
  if (literal.type === 'null') return op === 'eq' ? absent : !absent;
  const left = comparable(value, literal);
  // null, or a malformed value, equals nothing and orders against nothing.
  if (left === undefined) return op === 'ne';
  const right = literal.value;
  switch (op) {
    case 'eq':
      return left === right;
    case 'ne':
      return left !== right;
    case 'gt':
      return left > right;
    case 'ge':
      return left >= right;
    case 'lt':
      return left < right;
    case 'le':
      return left <= right;
  }
}

export function matches(node: FilterNode, record: ResoRecord): boolean {
  switch (node.kind) {
    case 'and':
      return matches(node.left, record) && matches(node.right, record);
    case 'or':
      return matches(node.left, record) || matches(node.right, record);
    case 'not':
      return !matches(node.operand, record);
    case 'compare':
      return compare(node.op, record[node.field], node.literal);
    case 'in':
      return node.literals.some((literal) => compare('eq', record[node.field], literal));
  }
}

export interface OrderTerm {
  field: string;
  descending: boolean;
}

/** Parses $orderby; the key field is appended when missing so that the order is total. */
export function parseOrderBy(text: string | null, fields: Fields, keyField: string): OrderTerm[] {
  const terms: OrderTerm[] = [];
  if (text !== null) {
    for (const part of text.split(',')) {
      const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)(?:\s+(asc|desc))?\s*$/.exec(part);
      if (!match?.[1]) throw invalid(`Cannot parse '${part.trim()}' in $orderby.`);
      const field = match[1];
      const type = fields[field];
      if (type === undefined) throw invalid(`Unknown field '${field}' in $orderby.`);
      if (type === 'collection') throw invalid(`Cannot order by the collection field '${field}'.`);
      if (terms.some((term) => term.field === field)) throw invalid(`Field '${field}' appears twice in $orderby.`);
      terms.push({ field, descending: match[2] === 'desc' });
    }
  }
  if (!terms.some((term) => term.field === keyField)) terms.push({ field: keyField, descending: false });
  return terms;
}

/** OData order of two values of one field: null first, instants by time, text by code unit. */
export function compareValues(type: FieldType, a: ResoValue | undefined, b: ResoValue | undefined): number {
  const aNull = a === null || a === undefined;
  const bNull = b === null || b === undefined;
  if (aNull || bNull) return aNull === bNull ? 0 : aNull ? -1 : 1;
  const left = type === 'datetime' && typeof a === 'string' ? Date.parse(a) : a;
  const right = type === 'datetime' && typeof b === 'string' ? Date.parse(b) : b;
  if (typeof left !== typeof right) return typeof left < typeof right ? -1 : 1;
  if (left === right) return 0;
  return (left as string | number) < (right as string | number) ? -1 : 1;
}

/** Order of two sort keys (the values of the order terms' fields; instants as text or milliseconds). */
export function compareKeys(
  terms: readonly OrderTerm[],
  fields: Fields,
  a: readonly ResoValue[],
  b: readonly ResoValue[],
): number {
  for (const [index, term] of terms.entries()) {
    const order = compareValues(fields[term.field] ?? 'string', a[index], b[index]);
    if (order !== 0) return term.descending ? -order : order;
  }
  return 0;
}

/** Parses $select into field names; `allowed` names what may appear besides fields (the expanded Media). */
export function parseSelect(text: string, fields: Fields, allowed: readonly string[]): string[] {
  const names = text.split(',').map((name) => name.trim());
  for (const name of names) {
    if (name === '') throw invalid('$select has an empty item.');
    if (fields[name] === undefined && !allowed.includes(name)) throw invalid(`Unknown field '${name}' in $select.`);
  }
  return [...new Set(names)];
}

/** The opaque $skiptoken: the order it continues and the sort key of the last record served. */
export function encodeSkipToken(order: readonly OrderTerm[], lastKey: readonly ResoValue[]): string {
  const orderText = order.map((term) => `${term.field} ${term.descending ? 'desc' : 'asc'}`).join(',');
  return Buffer.from(JSON.stringify({ o: orderText, k: lastKey })).toString('base64url');
}

export function decodeSkipToken(token: string, order: readonly OrderTerm[]): ResoValue[] {
  const orderText = order.map((term) => `${term.field} ${term.descending ? 'desc' : 'asc'}`).join(',');
  try {
    const decoded: unknown = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    if (
      typeof decoded === 'object' &&
      decoded !== null &&
      'o' in decoded &&
      'k' in decoded &&
      decoded.o === orderText &&
      Array.isArray(decoded.k) &&
      decoded.k.length === order.length &&
      decoded.k.every((value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value))
    )
      return decoded.k as ResoValue[];
  } catch {
    // Falls through to the error below.
  }
  throw invalid('$skiptoken is not valid for this query.');
}

/** A resource as its queries see it: where it lives, its fields and its page limits. */
export interface Resource {
  /** The OData service root: next links and the context name {serviceRoot}/{name}. */
  serviceRoot: string;
  name: string;
  fields: Fields;
  /** Appended to every $orderby, so the order is total. */
  keyField: string;
  /** Largest $top with $expand=Media, and without it. */
  maxTopWithMedia: number;
  maxTop: number;
  /** Page size when a query has no $top. */
  defaultPageSize: number;
}

const QUERY_OPTIONS = new Set(['$filter', '$select', '$expand', '$orderby', '$top', '$count', '$skiptoken']);

/**
 * One page of a query over `records`: filtered, ordered, continued after its $skiptoken, shaped by $select
 * and $expand=Media, with an @odata.nextLink while more remain. As strict as a real provider: an unknown or
 * repeated option, $skip, or a value out of range is an ODataError.
 */
export function queryPage(
  records: Iterable<ResoRecord>,
  params: URLSearchParams,
  resource: Resource,
): Record<string, unknown> {
  const { fields } = resource;
  for (const name of params.keys()) {
    if (name === '$skip')
      throw new ODataError(400, 'NotSupported', '$skip is not supported; follow @odata.nextLink instead.');
    if (!QUERY_OPTIONS.has(name)) throw invalid(`Unknown query option '${name}'.`);
    if (params.getAll(name).length > 1) throw invalid(`Query option '${name}' given twice.`);
  }
  const expand = params.get('$expand');
  if (expand !== null && expand !== 'Media') throw invalid(`Cannot expand '${expand}': only Media can be expanded.`);
  const withMedia = expand === 'Media';
  const topText = params.get('$top');
  const limit = withMedia ? resource.maxTopWithMedia : resource.maxTop;
  const top = topText === null ? Math.min(resource.defaultPageSize, limit) : Number(topText);
  if (!/^\d+$/.test(topText ?? '1') || top < 1 || top > limit)
    throw invalid(`$top must be a whole number from 1 to ${limit}${withMedia ? ' with $expand=Media' : ''}.`);
  const countText = params.get('$count');
  if (countText !== null && countText !== 'true' && countText !== 'false')
    throw invalid('$count must be true or false.');
  const filterText = params.get('$filter');
  const filter = filterText === null ? null : parseFilter(filterText, fields);
  const order = parseOrderBy(params.get('$orderby'), fields, resource.keyField);
  const selectText = params.get('$select');
  const select = selectText === null ? null : parseSelect(selectText, fields, withMedia ? ['Media'] : []);
  const skipToken = params.get('$skiptoken');
  const after = skipToken === null ? null : decodeSkipToken(skipToken, order);

  // Each record's sort key once, instants as milliseconds: 25,000 listings sort in milliseconds.
  const keyOf = (record: ResoRecord): ResoValue[] =>
    order.map((term) => {
      const value = record[term.field] ?? null;
      const instant = fields[term.field] === 'datetime' && typeof value === 'string' ? Date.parse(value) : Number.NaN;
      return Number.isNaN(instant) ? value : instant;
    });
  const selected = [...records].filter((record) => filter === null || matches(filter, record));
  const keyed = selected.map((record) => ({ record, key: keyOf(record) }));
  const remaining = after === null ? keyed : keyed.filter((item) => compareKeys(order, fields, item.key, after) > 0);
  remaining.sort((a, b) => compareKeys(order, fields, a.key, b.key));
  const page = remaining.slice(0, top).map((item) => item.record);

  const value = page.map((record) => {
    const names = select ?? Object.keys(fields);
    const shaped: Record<string, ResoValue> = {};
    for (const name of names) if (name !== 'Media') shaped[name] = record[name] ?? null;
    if (withMedia) shaped['Media'] = record['Media'] ?? [];
    return shaped;
  });
  const body: Record<string, unknown> = {
    '@odata.context': `${resource.serviceRoot}/$metadata#${resource.name}${select === null ? '' : `(${select.join(',')})`}`,
  };
  if (countText === 'true') body['@odata.count'] = selected.length;
  body['value'] = value;
  const last = remaining[page.length - 1];
  if (remaining.length > top && last !== undefined) {
    const next = new URLSearchParams(params);
    next.set('$skiptoken', encodeSkipToken(order, last.key));
    body['@odata.nextLink'] = `${resource.serviceRoot}/${resource.name}?${next.toString()}`;
  }
  return body;
}
