/**
 * The Netlify features @netlify/dev and the vite plugin may emulate here: the others need the Netlify API
 * or a Deno download, which a machine without internet does not have. Shared by `astro dev` and serve.ts.
 */
export const OFFLINE_NETLIFY_FEATURES = {
  edgeFunctions: { enabled: false },
  images: { enabled: true },
  geolocation: { enabled: false },
  aiGateway: { enabled: false },
  database: { enabled: false },
  environmentVariables: { enabled: false },
} as const;
