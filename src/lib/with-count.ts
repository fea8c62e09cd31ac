/**
 * A message with a count filled in where the catalogue's text has "{count}" (a template kept in the page): a
 * module of its own, so that the chrome script that needs it loads none of the language routes. Pure.
 */
export const withCount = (template: string, count: number): string =>
  template.replaceAll('{count}', () => String(count));
