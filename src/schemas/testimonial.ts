import { z } from 'zod';

/** A client testimonial from data/testimonials.json, as /api/testimonials returns it. */
export const testimonialSchema = z
  .object({
    id: z.number().int().positive(),
    name: z.string().min(2).describe('Client name as they agreed to be credited'),
    location: z.string().min(2).describe('Town, e.g. "Newport, RI"'),
    quote: z.string().min(40),
    rating: z.number().int().min(1).max(5),
  })
  .strict();
export type Testimonial = z.infer<typeof testimonialSchema>;
export const testimonialsSchema = z.array(testimonialSchema).min(1);
