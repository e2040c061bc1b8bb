import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { AppError, forbidden, notFound } from '@panel/shared/errors.ts';
import { GREETING_TEXTS, type LibraryScope } from '@panel/shared/schemas/image-post.ts';
import type { AgencyConfiguration } from '@panel/shared/schemas/agency.ts';
import type { SessionUser } from '../../app-types.ts';
import { requireSession } from '../../plugins/auth.ts';

/**
 * Who is reading or writing the greeting library. Global rows (agency_id null) belong to the
 * platform: everyone with image posts on reads them, only a superadmin writes them. Agency rows are
 * the agency's exclusive posts: its staff manage them while allowAgencyExclusivePosts is on, and only
 * its own customers see them, only while the flag is on. Another agency's rows are never visible.
 */
export interface LibraryCaller {
  agencyId: string;
  configuration: AgencyConfiguration;
  session: SessionUser;
}

export const isSuperadmin = (c: LibraryCaller) =>
  c.session.kind === 'staff' && c.session.roles.includes('superadmin');
export const isCustomer = (c: LibraryCaller) => c.session.kind === 'customer';

/** The caller, refusing customers of agencies without image posts. */
export function libraryCallerOf(req: FastifyRequest): LibraryCaller {
  const caller = {
    agencyId: req.agency.agencyId,
    configuration: req.agency.configuration,
    session: requireSession(req),
  };
  if (isCustomer(caller) && !caller.configuration.imagePost.enableImagePost)
    throw new AppError('FORBIDDEN', GREETING_TEXTS.imagesOff);
  return caller;
}

/** Rows of a library table the caller may see. */
export function visibleTo(agencyColumn: PgColumn, c: LibraryCaller): SQL {
  const ownAgencyVisible = !isCustomer(c) || c.configuration.imagePost.allowAgencyExclusivePosts;
  return (
    ownAgencyVisible ? or(isNull(agencyColumn), eq(agencyColumn, c.agencyId)) : isNull(agencyColumn)
  ) as SQL;
}

export const scopeOfRow = (agencyId: string | null): LibraryScope => (agencyId ? 'agency' : 'global');

/** The agency_id a new row gets: null (global) by default for a superadmin, the agency otherwise. */
export function ownerForNewRow(c: LibraryCaller, requested: LibraryScope | undefined): string | null {
  const scope = requested ?? (isSuperadmin(c) ? 'global' : 'agency');
  assertWritable(c, scope === 'global' ? null : c.agencyId);
  return scope === 'global' ? null : c.agencyId;
}

/** Throws unless the caller may change a row owned by `rowAgencyId` (null = global). */
export function assertWritable(c: LibraryCaller, rowAgencyId: string | null): void {
  if (rowAgencyId === null) {
    if (!isSuperadmin(c)) throw forbidden(GREETING_TEXTS.globalOnlySuperadmin);
    return;
  }
  // Another agency's row does not exist as far as this caller is concerned.
  if (rowAgencyId !== c.agencyId) throw notFound('Post');
  if (!c.configuration.imagePost.allowAgencyExclusivePosts) throw forbidden(GREETING_TEXTS.exclusiveOff);
}

export const andAll = (...conds: (SQL | undefined)[]): SQL =>
  and(...conds.filter((x): x is SQL => !!x)) as SQL;
