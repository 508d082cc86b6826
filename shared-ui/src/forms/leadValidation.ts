// Loaded on demand by leadResolver: the schema by its own path (not the domain's index), so
// only this chunk carries zod.
import { zodResolver } from '@hookform/resolvers/zod';
import { leadSchema } from '@powernest/domain';

export const leadValidation = zodResolver(leadSchema);
