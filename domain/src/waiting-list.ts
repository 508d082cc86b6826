import { z } from './zod';

const optionalText = (max = 200) => z.string().trim().max(max).optional();

export const PRIORITY_SCORE = { min: 1, max: 5, default: 1 } as const;

/** Every contact field is optional; an e-mail, when given, must be valid (SPEC §5). */
export const waitingListSchema = z.strictObject({
  businessName: optionalText(),
  contactPerson: optionalText(),
  email: z
    .string({ error: 'Invalid email address' })
    .trim()
    .refine((v) => v === '' || z.email().safeParse(v).success, 'Invalid email address')
    .optional(),
  phone: optionalText(40),
  requestedArea: optionalText(),
  city: optionalText(100),
  state: optionalText(50),
  zipCode: optionalText(20),
  businessType: optionalText(100),
  priorityScore: z
    .number({ error: 'Priority score must be a number from 1 to 5' })
    .int('Priority score must be a number from 1 to 5')
    .min(PRIORITY_SCORE.min, 'Priority score must be a number from 1 to 5')
    .max(PRIORITY_SCORE.max, 'Priority score must be a number from 1 to 5')
    .default(PRIORITY_SCORE.default),
});
export type WaitingListInput = z.input<typeof waitingListSchema>;
