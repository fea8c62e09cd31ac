/**
 * A message template's placeholders filled in ("Photo {index} of {count}" with { index: 3, count: 12 }): the
 * islands get their words as templates from the server (the catalogue never ships to the browser) and fill
 * them in themselves. A placeholder without a value stays as written. Pure.
 */
export function fillIn(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = values[name];
    return value === undefined ? placeholder : String(value);
  });
}

/** A template cut at one placeholder, for a component that puts an element there: "Listed {date}" → ["Listed ", ""]. */
export function splitAt(template: string, name: string): [before: string, after: string] {
  const at = template.indexOf(`{${name}}`);
  return at < 0 ? [template, ''] : [template.slice(0, at), template.slice(at + name.length + 2)];
}
