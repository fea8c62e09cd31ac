import { z } from 'zod';

/** A lease as stored (src/lib/server/lease.ts): who holds it and until when. */
export const leaseSchema = z.object({
  holder: z.string().min(1).max(200),
  expiresAt: z.iso.datetime(),
});

export type LeaseBody = z.infer<typeof leaseSchema>;
