// The fixture MLS for `npm start` without RESO settings: started on 127.0.0.1 (a free port), with a few
// changes a minute, and its settings put into this process's environment, where the in-process functions
// (the scheduled sync, the photos) read them. MLS_FIXTURE_PORT picks a port; MLS_FIXTURE_CHANGES_PER_MINUTE
// the changes (6), MLS_FIXTURE_SALES the closed sales of the last 36 months (FIXTURE_SALES).
import { FIXTURE_OFFICE_MLS_ID, FIXTURE_SALES, startResoFixture, type ResoFixture } from './server.ts';

/** Under the fixture's limit of 5 a second per token, with room for its one-second window's edges. */
const FIXTURE_REQUESTS_PER_SECOND = 4;

export async function startLocalMls(): Promise<ResoFixture> {
  const fixture = await startResoFixture({
    port: Number(process.env['MLS_FIXTURE_PORT'] ?? 0),
    changesPerMinute: Number(process.env['MLS_FIXTURE_CHANGES_PER_MINUTE'] ?? 6),
    sales: Number(process.env['MLS_FIXTURE_SALES'] ?? FIXTURE_SALES),
  });
  process.env['RESO_BASE_URL'] = fixture.baseUrl;
  process.env['RESO_TOKEN_URL'] = fixture.tokenUrl;
  process.env['RESO_CLIENT_ID'] = fixture.clientId;
  process.env['RESO_CLIENT_SECRET'] = fixture.clientSecret;
  process.env['RESO_OFFICE_MLS_ID'] ??= FIXTURE_OFFICE_MLS_ID;
  // The fixture allows 5 requests a second: a first pass (listings, then the closed sales) paced at the
  // sync's default of 2 would keep the server from opening for several seconds more.
  process.env['RESO_REQUESTS_PER_SECOND'] ??= String(FIXTURE_REQUESTS_PER_SECOND);
  console.log(
    `No RESO settings: listings sync from the fixture MLS at ${fixture.baseUrl} (npm run mls:fixture runs it alone).`,
  );
  return fixture;
}
