// Whether the built site has a file for a URL path, looked up as Netlify does (and @netlify/static for
// @netlify/dev): the path itself, then `.html`, `.htm`, `/index.html` and `/index.htm` (for a path ending in
// a slash, its `.html` and index files; none for an asset's name). A function whose path prefers static
// files (`preferStatic`) runs only where there is none.
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';

const ASSET = /\.(html?|png|jpg|js|css|svg|gif|ico|woff|woff2)$/;

function candidates(pathname: string): string[] {
  if (pathname.endsWith('/')) {
    const bare = pathname.slice(0, -1);
    return [...(bare === '' ? [] : [`${bare}.html`, `${bare}.htm`]), `${pathname}index.html`, `${pathname}index.htm`];
  }
  if (ASSET.test(pathname)) return [pathname];
  return [pathname, `${pathname}.html`, `${pathname}.htm`, `${pathname}/index.html`, `${pathname}/index.htm`];
}

export async function hasStaticFile(publishDir: string, pathname: string): Promise<boolean> {
  for (const candidate of candidates(pathname)) {
    const file = resolve(publishDir, ...candidate.split('/').filter(Boolean));
    if (
      await stat(file).then(
        (found) => found.isFile(),
        () => false,
      )
    )
      return true;
  }
  return false;
}
