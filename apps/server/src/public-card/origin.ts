import type { FastifyRequest } from 'fastify';

/**
 * Cards live on the agency's own host, so their public URL starts with the origin the tenant plugin
 * settled on: the request's own when an agency owns its host, else the configured fallback.
 */
export const originOf = (req: FastifyRequest) => req.agency.origin;
