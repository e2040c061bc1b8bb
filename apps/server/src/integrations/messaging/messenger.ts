import { and, desc, eq } from 'drizzle-orm';
import type { OutboxMessage } from '@panel/shared/schemas/auth.ts';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/index.ts';

export interface OutgoingMessage {
  to: string;
  channel: 'sms' | 'email';
  text: string;
  /** Kept apart from the text so the dev outbox can show it; never logged. */
  otp?: string;
}

export interface Messenger {
  readonly kind: 'outbox' | 'webhook';
  send(message: OutgoingMessage): Promise<void>;
}

/** Demo provider: messages are stored and readable at GET /api/dev/outbox. */
export function outboxMessenger(db: Db): Messenger {
  return {
    kind: 'outbox',
    async send(m) {
      await db
        .insert(outboxMessages)
        .values({ to: m.to, channel: m.channel, text: m.text, otp: m.otp ?? null });
    },
  };
}

/**
 * Production provider: POSTs { to, channel, text } as JSON to the agency's SMS/e-mail relay
 * (MSG91, Twilio, SES... behind a small webhook), authenticated with a bearer token.
 */
export function webhookMessenger(url: string, token: string | undefined): Messenger {
  return {
    kind: 'webhook',
    async send(m) {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ to: m.to, channel: m.channel, text: m.text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`Message relay answered ${res.status}`);
    },
  };
}

export async function readOutbox(db: Db, to: string): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.to, to)))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(50);
  return rows.map((r) => ({
    to: r.to,
    channel: r.channel,
    text: r.text,
    ...(r.otp ? { otp: r.otp } : {}),
    createdAt: r.createdAt.toISOString(),
  }));
}
