import { z } from 'zod';
import { propertySchema } from './property.ts';

/**
 * A listing remembered in the visitor's localStorage (saved homes, recently viewed): its id and title, as
 * the Property entity has them. Browsers check stored entries with isHomeRef (src/features/listings/saved-homes.ts),
 * which is zod-free for the page budget; tests/unit/saved-homes.test.ts holds it to this schema.
 */
export const savedHomeSchema = z.strictObject({
  id: propertySchema.shape.id,
  title: propertySchema.shape.title,
});
export type SavedHome = z.infer<typeof savedHomeSchema>;
