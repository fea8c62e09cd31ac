/** Netlify's `_headers` file, generated at build. Pure. */
import type { HeaderRule } from './security';

/** The `_headers` text: each path on its own line, then its headers indented as "Name: value". */
export function headersFile(rules: readonly HeaderRule[]): string {
  const lines: string[] = [];
  for (const rule of rules) {
    lines.push(rule.path);
    for (const [name, value] of Object.entries(rule.headers)) {
      if (/[\r\n]/.test(value)) throw new Error(`Header ${name} for ${rule.path} spans lines`);
      lines.push(`  ${name}: ${value}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
