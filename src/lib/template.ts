/**
 * Fills "{key}" placeholders in editable copy, e.g. "Why Choose {brand}". An unknown key throws, so a typo in
 * data/ fails the build instead of reaching visitors.
 */
export function fillTemplate(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (_match, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`Unknown placeholder {${key}} in "${text}"`);
    return value;
  });
}

/**
 * fillTemplate's text in parts, each value a part of its own ("Listings by ", "Ana"): a component writes them
 * as JSX writes text around an expression, so that a page renders a message as it rendered that JSX.
 */
export function templateParts(text: string, values: Readonly<Record<string, string>>): string[] {
  return text
    .split(/(\{\w+\})/)
    .map((part) => (/^\{\w+\}$/.test(part) ? fillTemplate(part, values) : part))
    .filter((part) => part !== '');
}
