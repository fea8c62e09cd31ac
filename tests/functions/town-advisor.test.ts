// A feed listing of another brokerage names the Flagship advisor of its town: the MLS sync (against the
// fixture MLS and a Blobs server) gives each one an advisor of its town in turn, the property-page function
// shows that advisor's card beside the form, and an inquiry sent from the page reaches that advisor (a real
// SMTP server), with the office in Cc.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startResoFixture, FIXTURE_OFFICE_MLS_ID, type ResoFixture } from '#scripts/mls-fixture/server.ts';
import { fixtureClient } from '#tests/helpers/reso-fixture-client.ts';
import { runSyncPass, type SyncDeps } from '#src/features/mls/sync.server.ts';
import { readFeedState } from '#src/features/mls/feed-state.server.ts';
import { mappingContext } from '#src/features/mls/feed.server.ts';
import { forgetCatalog } from '#src/features/listings/catalog.server.ts';
import { getAdvisorListings } from '#src/features/listings/api.server.ts';
import { renderListingPage } from '#src/features/listing-page/listing-page.server.ts';
import { LISTING_TEMPLATE_FILE } from '#src/features/listing-page/listing-page.ts';
import { handleInquiry } from '#src/features/leads/inquiries.server.ts';
import { leadDeliveryDeps } from '#src/features/leads/lead-delivery.server.ts';
import { outboxHooks } from '#src/features/mail/delivery.server.ts';
import { LEADS_EMAIL } from '#src/features/mail/delivery-deps.server.ts';
import { teamMembers } from '#src/features/team/team-data.server.ts';
import { siteSettings } from '#src/lib/server/site-settings.ts';
import { townAdvisors } from '#src/features/team/town-advisors.ts';
import { riTown } from '#src/schemas/rules/ri-towns.ts';
import { SOURCE_PAGE_HEADER } from '#src/lib/api.ts';
import { escapeHtml } from '#src/lib/html.ts';
import { advisorListingsApiPath, listingPath } from '#src/lib/paths.ts';
import { openStore } from '#src/lib/server/stores.ts';
import type { Property } from '#src/schemas/property.ts';
import { startLocalBlobs, type LocalBlobs } from '#tests/helpers/blobs.ts';
import { startSmtpServer, type TestSmtpServer } from '#tests/helpers/smtp.ts';

const SITE = 'https://www.example.test';

let template: string;
let blobs: LocalBlobs;
let fixture: ResoFixture;
let smtp: TestSmtpServer;

beforeAll(async () => {
  template = await readFile(join(process.cwd(), LISTING_TEMPLATE_FILE), 'utf8');
});
beforeEach(async () => {
  blobs = await startLocalBlobs({ atomicConditionalWrites: true });
  fixture = await startResoFixture({ count: 120, changesPerMinute: 0, rateLimitPerSecond: null });
  smtp = await startSmtpServer();
  forgetCatalog();
});
afterEach(async () => {
  await Promise.all([fixture.close(), blobs.stop(), smtp.stop()]);
});

const noOffice = { load: async () => [], mode: 'deploy' as const };

/** A sync pass as the scheduled function runs it, with the team's towns (data/team/team.en.json). */
function syncDeps(): SyncDeps {
  return {
    client: fixtureClient(fixture),
    store: openStore('listings'),
    mapping: mappingContext(FIXTURE_OFFICE_MLS_ID),
    townAdvisors: townAdvisors(teamMembers()),
    pageSize: 50,
  };
}

/** The feed listings of other brokerages, as the sync stored them. */
async function othersListings(): Promise<Property[]> {
  const state = await readFeedState(openStore('listings'));
  return [...state.listings.values()].map((listing) => listing.property).filter((p) => p.advisorId === null);
}

const member = (id: number | undefined) => teamMembers().find((candidate) => candidate.id === id);

describe('the advisor of a feed listing’s town', () => {
  it("is given by the sync in turn, shown beside the listing's form, and receives its inquiries", async () => {
    expect((await runSyncPass(syncDeps())).outcome).toBe('complete');
    const listings = await othersListings();
    expect(listings.length).toBeGreaterThan(20);

    // Each one has an advisor who covers its town (team.json covers all 39 towns and their villages).
    for (const listing of listings) {
      const town = riTown(listing.city, listing.state);
      expect(town, listing.city).not.toBeNull();
      expect(member(listing.contactAdvisorId)?.towns, `${listing.city} ${String(listing.id)}`).toContain(town);
    }
    // A town's listings are spread over its advisors, one each before anyone has two.
    const byTown = Map.groupBy(listings, (listing) => riTown(listing.city, listing.state));
    const covered = townAdvisors(teamMembers());
    for (const [town, ofTown] of byTown) {
      const advisors = town === null ? [] : (covered.get(town) ?? []);
      const distinct = new Set(ofTown.map((listing) => listing.contactAdvisorId));
      expect(distinct.size, town ?? '').toBe(Math.min(ofTown.length, advisors.length));
    }

    // Another pass keeps every listing's advisor, so the page and the lead name the same person.
    expect((await runSyncPass(syncDeps())).outcome).toBe('complete');
    expect(await othersListings()).toEqual(listings);

    const listing = listings.find((p) => p.status !== 'Sold' && (byTown.get(riTown(p.city, p.state))?.length ?? 0) > 1);
    if (!listing) throw new Error('The fixture has no town with two listings of other brokerages');
    const advisor = member(listing.contactAdvisorId);
    if (!advisor) throw new Error(`No advisor for listing ${String(listing.id)}`);

    const response = await renderListingPage(new Request(`${SITE}${listingPath(listing.id)}`), {
      office: noOffice,
      feed: openStore('listings'),
      template: async () => template,
      siteUrl: SITE,
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    const card = /<section[^>]*data-contact="town-advisor"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    expect(card).toContain(`data-advisor-card="${String(advisor.id)}"`);
    expect(card).toContain(`Your ${siteSettings().shortName} Advisor for ${escapeHtml(listing.city)}`);
    expect(card).toContain(`>${escapeHtml(advisor.name)}</h2>`);
    expect(card).toContain(`href="/advisors/${advisor.slug}"`);
    // Another brokerage lists the home: the page says so, and never calls our advisor its listing advisor.
    expect(html).toContain(`Listing courtesy of ${escapeHtml(listing.listOfficeName ?? '')}`);
    expect(html).not.toContain('Listing Advisor');
    // Nor does the advisor's profile list it among their own listings.
    const profile = await getAdvisorListings(new Request(`${SITE}${advisorListingsApiPath(advisor.id)}`), {
      office: noOffice,
      feed: openStore('listings'),
    });
    expect(profile.status).toBe(200);
    expect(((await profile.json()) as Property[]).map((p) => p.id)).not.toContain(listing.id);

    const attempts: Promise<unknown>[] = [];
    const delivery = () =>
      leadDeliveryDeps(undefined, { env: { SMTP_URL: smtp.url }, open: (name) => openStore(name), local: true });
    const sent = await handleInquiry(
      new Request('http://localhost/api/inquiries', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SOURCE_PAGE_HEADER]: listingPath(listing.id) },
        body: JSON.stringify({
          name: 'Grace Hopper',
          email: 'grace@example.com',
          phone: '(401) 555-0100',
          interestType: 'Buying a Property',
          message: 'I would like to see the house this weekend.',
        }),
      }),
      {
        openStore: () => openStore('inquiries'),
        outbox: outboxHooks('inquiry', delivery, (attempt) => attempts.push(attempt)),
      },
    );
    expect(sent.status).toBe(201);
    await Promise.all(attempts);
    expect(smtp.received).toHaveLength(1);
    const [{ recipients, mail }] = smtp.received as [(typeof smtp.received)[0]];
    expect(recipients.sort()).toEqual([advisor.email, LEADS_EMAIL].sort());
    expect(mail.to).toMatchObject({ value: [{ address: advisor.email }] });
    expect(mail.cc).toMatchObject({ value: [{ address: LEADS_EMAIL }] });
    expect(mail.text).toContain(`for ${advisor.name}`);
    expect(mail.subject).toContain(listing.title);
  }, 60_000);
});
