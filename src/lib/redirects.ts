/** Netlify `_redirects` rules generated at build. Pure. */
import { advisorPath, legacyAdvisorPath } from './paths.ts';

/** "/advisors/{id} /advisors/{slug} 301" for every advisor, by id, so old numeric links keep working. */
export function advisorIdRedirects(advisors: readonly { id: number; slug: string }[]): string[] {
  return [...advisors]
    .sort((a, b) => a.id - b.id)
    .map((advisor) => `${legacyAdvisorPath(advisor.id)} ${advisorPath(advisor.slug)} 301`);
}

/** "{from} {to} 200": Netlify answers `from` with the file at `to` (a rewrite, the address stays). */
export function rewriteRules(rewrites: readonly { from: string; to: string }[]): string[] {
  return [...rewrites].sort((a, b) => a.from.localeCompare(b.from)).map(({ from, to }) => `${from} ${to} 200`);
}
