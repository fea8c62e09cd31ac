/** The real wiring of the MLS feed: settings from the environment, the stores, the team's MLS ids and towns. */
import { createHash } from 'node:crypto';
import type { Store } from '@netlify/blobs';
import { teamMembers } from '#src/features/team/team-data.server.ts';
import { townAdvisors } from '#src/features/team/town-advisors.ts';
import { purgeTags } from '#src/lib/server/cache.ts';
import { openStore, type StoreName } from '#src/lib/server/stores.ts';
import type { MappingContext } from './mapping.ts';
import { mediaPolicy } from './media-fetch.server.ts';
import { photoPath } from './photos.ts';
import { createResoClient, readResoSettings, type ResoClient, type ResoSettings } from './reso-client.server.ts';
import type { SyncDeps } from './sync.server.ts';

/**
 * How the photos are named, who lists what and where the MLS keeps its files: the part of the mapping the
 * site decides.
 */
export function mappingContext(
  officeMlsId: string | undefined,
  feedIsIdx = false,
  mediaHosts?: ReadonlySet<string>,
): MappingContext {
  const advisorIdByMlsId = new Map(
    teamMembers().flatMap((member) => (member.mlsId ? [[member.mlsId, member.id] as const] : [])),
  );
  return {
    ...(officeMlsId ? { officeMlsId } : {}),
    feedIsIdx,
    advisorIdByMlsId,
    photoPath,
    ...(mediaHosts ? { mediaHosts } : {}),
  };
}

/**
 * The fingerprint of the feed's source: the service, the originating system and the office. The feed state
 * belongs to one; another starts a fresh full load (README, Listings from the MLS: a change of source).
 */
export function feedSource(settings: Pick<ResoSettings, 'baseUrl' | 'originatingSystem' | 'officeMlsId'>): string {
  const parts = [settings.baseUrl, settings.originatingSystem ?? '', settings.officeMlsId ?? ''];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 32);
}

export type FeedSetup =
  | { state: 'off' }
  | { state: 'misconfigured'; problems: string[] }
  | { state: 'ready'; client: ResoClient; deps: (options?: Partial<SyncDeps>) => SyncDeps };

/**
 * The feed as the environment sets it up: off without RESO_BASE_URL, misconfigured (with the settings
 * named) when a setting is malformed, else a client and the sync's dependencies. Call it inside an
 * invocation (Netlify provides the Blobs context per call); scripts pass `open` for stores of their own.
 */
export function feedSetup(
  env: Record<string, string | undefined> = process.env,
  open: (name: StoreName) => Store = (name) => openStore(name),
): FeedSetup {
  const settings = readResoSettings(env);
  if (settings === null) return { state: 'off' };
  if ('problems' in settings) return { state: 'misconfigured', problems: settings.problems };
  const client = createResoClient(settings);
  return {
    state: 'ready',
    client,
    deps: (options = {}) => ({
      client,
      store: open('listings'),
      photos: open('listing-photos'),
      source: feedSource(settings),
      mapping: mappingContext(settings.officeMlsId, settings.feedIsIdx, mediaPolicy(settings).hosts),
      townAdvisors: townAdvisors(teamMembers()),
      originatingSystem: settings.originatingSystem,
      purge: purgeTags,
      ...options,
    }),
  };
}
