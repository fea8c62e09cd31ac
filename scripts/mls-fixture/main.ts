// `npm run mls:fixture`: the fixture MLS alone on 127.0.0.1, for trying the listing sync offline.
//
//   MLS_FIXTURE_PORT   port (default 8890)
//   MLS_FIXTURE_COUNT  listings (default 300)
//   MLS_FIXTURE_CHANGES_PER_MINUTE  background edits a minute (default 6)
//   MLS_FIXTURE_SALES  closed sales of the last 36 months (default FIXTURE_SALES)
//   --hostile          also serve the hostile records (hostile.ts): forged keys, a record from 2099, an
//                      SVG with a script, an endless photo, a foreign photo host, and more
import { FIXTURE_SALES, startResoFixture } from './server.ts';

const port = Number(process.env['MLS_FIXTURE_PORT'] ?? 8890);
const count = Number(process.env['MLS_FIXTURE_COUNT'] ?? 300);
const changesPerMinute = Number(process.env['MLS_FIXTURE_CHANGES_PER_MINUTE'] ?? 6);
const sales = Number(process.env['MLS_FIXTURE_SALES'] ?? FIXTURE_SALES);
const hostile = process.argv.slice(2).includes('--hostile');

try {
  const fixture = await startResoFixture({ port, count, sales, changesPerMinute, hostile });
  const listings = `${count} listings, ${sales} closed sales`;
  const served = hostile ? `${listings} and the hostile records` : listings;
  console.log(`RESO fixture with ${served}, ${changesPerMinute} changes a minute:`);
  console.log(`  RESO_BASE_URL=${fixture.baseUrl}`);
  console.log(`  RESO_TOKEN_URL=${fixture.tokenUrl}`);
  console.log(`  RESO_CLIENT_ID=${fixture.clientId}`);
  console.log(`  RESO_CLIENT_SECRET=${fixture.clientSecret}`);
  console.log(`Media from ${fixture.mediaOrigin}. Ctrl-C stops it.`);
  const stop = () => {
    void fixture.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  const inUse = error instanceof Error && 'code' in error && error.code === 'EADDRINUSE';
  console.error(inUse ? `Port ${port} is taken: set MLS_FIXTURE_PORT.` : error);
  process.exit(1);
}
