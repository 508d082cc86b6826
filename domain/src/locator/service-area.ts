import '../shared/zod';
import * as z from 'zod';

export const serviceAreaSchema = z.strictObject({
  areaName: z.string({ error: 'Area name is required' }).trim().min(1, 'Area name is required').max(200),
  state: z.string({ error: 'State is required' }).trim().min(1, 'State is required').max(50),
  city: z.string().trim().max(100).optional(),
  zipCode: z.string().trim().max(20).optional(),
  isActive: z.boolean().default(false),
  comingSoon: z.boolean().default(true),
  launchDate: z.coerce.date().optional(),
});
export type ServiceAreaInput = z.input<typeof serviceAreaSchema>;
