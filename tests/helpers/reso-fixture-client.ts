// A RESO client of the fixture MLS, as the sync's tests and the feed specs use it: the fixture's own
// credentials and office, paced at 50 requests a second (the fixture allows it; providers do not).
import { FIXTURE_OFFICE_MLS_ID } from '#scripts/mls-fixture/inventory.ts';
import type { ResoFixture } from '#scripts/mls-fixture/server.ts';
import { createResoClient, type ResoClient, type ResoClientDeps } from '#src/features/mls/reso-client.server.ts';

export function fixtureClient(fixture: ResoFixture, deps: ResoClientDeps = {}): ResoClient {
  const { baseUrl, tokenUrl, clientId, clientSecret } = fixture;
  return createResoClient(
    { baseUrl, tokenUrl, clientId, clientSecret, officeMlsId: FIXTURE_OFFICE_MLS_ID, requestsPerSecond: 50 },
    deps,
  );
}
