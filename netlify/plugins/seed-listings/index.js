// Netlify build plugin: after a production build, seeds the Blobs store "listings" from data/listings
// (idempotent), before the new deploy goes live; publishing the deploy then invalidates cached API answers.
// Deploy previews and branch deploys read the production store and never write to it.
import { getStore } from '@netlify/blobs';
import { purgeCache } from '@netlify/functions';
import { describeSeed, seedFromFiles } from '#scripts/seed-listings.ts';

/** @param {{ constants: Record<string, string | undefined>, utils: { build: { failBuild(message: string, options?: { error?: unknown }): never } } }} options */
export const onPostBuild = async ({ constants, utils }) => {
  if (process.env.CONTEXT !== 'production') {
    console.log(`seed-listings: skipped in the ${process.env.CONTEXT ?? 'unknown'} context.`);
    return;
  }
  const { SITE_ID: siteID, NETLIFY_API_TOKEN: token, NETLIFY_API_HOST: host } = constants;
  try {
    const store = getStore({ name: 'listings', siteID, token, apiURL: `https://${host ?? 'api.netlify.com'}` });
    const purge = async (tags) => {
      await purgeCache({ tags, siteID, token }).catch((error) =>
        console.warn(`seed-listings: purge skipped (${error.message}).`),
      );
    };
    console.log(`seed-listings: ${describeSeed(await seedFromFiles(store, purge))}`);
  } catch (error) {
    utils.build.failBuild('seed-listings: seeding the Blobs store "listings" failed.', { error });
  }
};
