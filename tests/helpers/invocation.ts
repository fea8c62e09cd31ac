import type { Context } from '@netlify/functions';

/**
 * A Netlify invocation's context as far as the lead functions read it: the deploy context ('production',
 * 'deploy-preview', …; none for the local server) and a waitUntil that collects the background work.
 */
export function leadInvocation(background: Promise<unknown>[], deployContext?: string): Context {
  const partial = {
    deploy:
      deployContext === undefined
        ? {}
        : { id: `deploy-${deployContext}`, context: deployContext, published: deployContext === 'production' },
    site: { url: 'https://www.example.test' },
    waitUntil: (promise: Promise<unknown>) => void background.push(promise),
  };
  return partial as unknown as Context;
}

/** A same-site JSON POST to a path of the site. */
export function jsonPost(path: string, body: object): Request {
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}
