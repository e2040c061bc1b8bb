import { z } from 'zod';

/** GET /api/health: the server answers and its database does. */
export const healthSchema = z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']) });
