import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Permission } from '@panel/shared/roles.ts';
import type { AgencyConfiguration } from '@panel/shared/schemas/agency.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { MediaTools } from './integrations/media-tools.ts';
import type { Messenger } from './integrations/messaging/messenger.ts';
import type { UserKind } from './db/schema/users.ts';

/**
 * Who may call a route. Every /api route must declare one; the server refuses to start otherwise.
 * `ownerOrAdmin`: a customer (their own things, as the query scopes them) or staff who may
 * `manageBusinesses` (deleting what a customer owns is not for every staff member).
 */
export type Access = 'public' | 'customer' | 'staff' | 'signedIn' | 'ownerOrAdmin' | Permission;

export interface Tenant {
  /** Where this agency's absolute links point: its own host, never an unknown one (plugins/tenant.ts). */
  origin: string;
  agencyId: string;
  agencyName: string;
  logoUrl: string | null;
  primaryColor: string;
  configuration: AgencyConfiguration;
}

export interface SessionUser {
  sessionId: string;
  userId: string;
  kind: UserKind;
  agencyId: string;
  roles: string[];
  hideBilling: boolean;
  phoneNumber: string | null;
  email: string | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    messenger: Messenger;
    mediaTools: MediaTools;
  }
  interface FastifyRequest {
    agency: Tenant;
    session: SessionUser | null;
  }
}

export type AppInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
