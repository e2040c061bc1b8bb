import type { FastifyRequest } from 'fastify';

/**
 * Cards live on the agency's own host, so their public URL is built from the request's host (the
 * tenant plugin already resolved the agency from it), behind a proxy from X-Forwarded-* when trusted.
 */
export const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;
