/**
 * The identifiers the MLS feed names its records with (ListingKey, MediaKey): letters, digits and `._~-`,
 * 1 to 128 characters, never `.` or `..`. Conservative on purpose: such a value is the same in a URL path,
 * a log line and a Blobs key's metadata, and can never be read as a path segment of its own.
 */
import { z } from 'zod';

const FEED_IDENTIFIER = /^[A-Za-z0-9._~-]{1,128}$/;

export const feedIdentifierSchema = z
  .string()
  .regex(FEED_IDENTIFIER, 'Expected letters, digits and ._~- (at most 128)')
  .refine((value) => value !== '.' && value !== '..', 'Expected more than dots');

export function isFeedIdentifier(value: unknown): value is string {
  return feedIdentifierSchema.safeParse(value).success;
}
