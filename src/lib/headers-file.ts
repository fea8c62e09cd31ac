/** Netlify's `_headers` file, generated at build. Pure. */
import type { HeaderRule } from './security.ts';

/** The `_headers` text: each path on its own line, then its headers indented as "Name: value". */
export function headersFile(rules: readonly HeaderRule[]): string {
  const lines: string[] = [];
  const setBy = new Map<string, string>();
  for (const rule of rules) {
    lines.push(rule.path);
    for (const [name, value] of Object.entries(rule.headers)) {
      if (/[\r\n]/.test(value)) throw new Error(`Header ${name} for ${rule.path} spans lines`);
      // Netlify joins the values of every matching rule, which would turn two into an invalid one.
      const earlier = setBy.get(name.toLowerCase());
      if (earlier !== undefined) throw new Error(`Header ${name} is set for both ${earlier} and ${rule.path}`);
      setBy.set(name.toLowerCase(), rule.path);
      lines.push(`  ${name}: ${value}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
