/**
 * Decap's local backend (decap-server), for `npm run cms`: it writes straight into the working tree, so it
 * listens on the loopback interface only, answers only the local dev server's origin, and only builds made
 * off Netlify point /admin at it.
 */

/** decap-server's default port, which `npm run cms` keeps unless CMS_PORT says otherwise. */
export const DECAP_SERVER_PORT = 8081;

/** Astro's dev server, where /admin runs for `npm run cms`. */
export const ASTRO_DEV_PORT = 4321;

/** The address of decap-server's API on this machine. */
export const decapServerApi = (port: number = DECAP_SERVER_PORT): string => `http://127.0.0.1:${String(port)}/api/v1`;

/**
 * The decap-server API /admin should use, or null for a build that is deployed. Netlify sets NETLIFY=true
 * on its builds (production, previews and branch deploys alike): their /admin signs in through GitHub only,
 * and its policy names no local address. Anywhere else (astro dev, npm start, the tests) it is decap-server.
 */
export function cmsLocalBackend(env: Readonly<Record<string, string | undefined>>): string | null {
  if (env['NETLIFY'] === 'true') return null;
  return env['CMS_LOCAL_BACKEND_URL'] ?? decapServerApi();
}

/** The environment decap-server runs with: loopback only, CORS for the dev server's origin only. */
export function decapServerEnv(options: { port: number; devPort: number; repository: string }): Record<string, string> {
  return {
    PORT: String(options.port),
    BIND_HOST: '127.0.0.1',
    ORIGIN: `http://localhost:${String(options.devPort)}`,
    GIT_REPO_DIRECTORY: options.repository,
  };
}
