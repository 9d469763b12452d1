import { z } from 'zod';

export const userSearchQuery = z
  .object({ q: z.string().trim().min(1, 'Search text is required').max(100, 'Search text is too long') })
  .strict();
export const userSearchResult = z.object({
  id: z.number().int(),
  displayName: z.string(),
  email: z.string(),
  trustScore: z.number().int(),
});
export type UserSearchResult = z.infer<typeof userSearchResult>;
