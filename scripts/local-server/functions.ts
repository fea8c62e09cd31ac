// Runs the Netlify Functions in the local server's process. @netlify/dev rebuilds a function on
// every call (seconds each once zod is bundled) and shares one build folder between concurrent calls,
// which fails under load. Here each function is bundled once at start-up and called directly, with the
// Blobs context @netlify/dev has set up in this process. Routing follows each function's `config.path`
// (and `excludedPath`, and `preferStatic`), plus `/.netlify/functions/{name}` as on Netlify.
import { readdir } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/** What these functions read from Netlify's context locally: route params and the caller's address. */
interface LocalContext {
  params: Record<string, string>;
  ip: string;
  requestId: string;
  deploy: { id?: string };
  site: { url: string };
  waitUntil: (promise: Promise<unknown>) => void;
}

type Handler = (request: Request, context: LocalContext) => Response | Promise<Response>;

/** A function's context here: the site is the local server, and work left to waitUntil reports its failure. */
export function localContext(siteUrl: string, call: Pick<LocalContext, 'params' | 'ip' | 'requestId'>): LocalContext {
  return {
    ...call,
    deploy: {},
    site: { url: siteUrl },
    waitUntil: (promise) => void promise.catch((error: unknown) => console.error(error)),
  };
}

export interface Route {
  name: string;
  patterns: URLPattern[];
  excluded: URLPattern[];
  /** `preferStatic`: a built file at the path is served instead, and the function runs only without one. */
  preferStatic: boolean;
  handler: Handler;
  /** A scheduled function's cron expression; such a function has no path and is never routed. */
  schedule?: string;
}

const asList = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string');

/** Literal paths before parameterised ones, as Netlify prefers the most specific match. */
const specificity = (route: Route) => (route.patterns.some((p) => /[:*]/.test(p.pathname)) ? 1 : 0);

/**
 * @netlify/dev puts the Blobs context in process.env, where an invocation it runs through lambda-local can
 * remove it; work that outlives a request (waitUntil, the local schedule) would then find no store. The
 * global that @netlify/blobs reads first keeps it for the life of the process.
 */
function pinBlobsContext(): void {
  const scope = globalThis as { netlifyBlobsContext?: string };
  const context = process.env['NETLIFY_BLOBS_CONTEXT'];
  if (context && !scope.netlifyBlobsContext) scope.netlifyBlobsContext = context;
}

export async function loadFunctions(projectRoot: string): Promise<Route[]> {
  pinBlobsContext();
  const sourceDir = join(projectRoot, 'netlify/functions');
  const outdir = join(projectRoot, '.netlify/local-functions');
  const files = (await readdir(sourceDir)).filter((file) => /\.(mts|ts|mjs|js)$/.test(file));
  await build({
    entryPoints: files.map((file) => join(sourceDir, file)),
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    outExtension: { '.js': '.mjs' },
    logLevel: 'warning',
  });
  const routes: Route[] = [];
  for (const file of files) {
    const name = basename(file, extname(file));
    const module: unknown = await import(pathToFileURL(join(outdir, `${name}.mjs`)).href);
    if (typeof module !== 'object' || module === null || !('default' in module) || typeof module.default !== 'function')
      continue;
    const config: Record<string, unknown> =
      'config' in module && typeof module.config === 'object' && module.config !== null ? { ...module.config } : {};
    const schedule = typeof config['schedule'] === 'string' ? config['schedule'] : undefined;
    routes.push({
      name,
      handler: module.default as Handler,
      // As on Netlify, a scheduled function cannot be called over HTTP.
      patterns: schedule
        ? []
        : [...asList(config['path']), `/.netlify/functions/${name}`].map((pathname) => new URLPattern({ pathname })),
      excluded: asList(config['excludedPath']).map((pathname) => new URLPattern({ pathname })),
      preferStatic: config['preferStatic'] === true,
      ...(schedule ? { schedule } : {}),
    });
  }
  return routes.sort((a, b) => specificity(a) - specificity(b));
}

export function matchFunction(routes: Route[], url: URL): { route: Route; params: Record<string, string> } | null {
  for (const route of routes) {
    if (route.excluded.some((pattern) => pattern.test(url))) continue;
    for (const pattern of route.patterns) {
      const match = pattern.exec(url);
      if (!match) continue;
      const params = Object.fromEntries(
        Object.entries(match.pathname.groups).filter((entry): entry is [string, string] => entry[1] !== undefined),
      );
      return { route, params };
    }
  }
  return null;
}
