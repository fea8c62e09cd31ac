import { z } from 'zod';

/**
 * One step of a process: the 15 selling steps, the 10 buying steps, the 5 Market Ready steps.
 * Steps are numbered by their position in the list (01, 02, ...), so reordering needs no renumbering.
 */
export const guideStepSchema = z.strictObject({
  title: z.string().trim().min(2).describe('Short name of the step, e.g. "Consultation"'),
  text: z.string().trim().min(20).describe('What happens in this step'),
});
export type GuideStep = z.infer<typeof guideStepSchema>;
