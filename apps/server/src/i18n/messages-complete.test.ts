import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '@panel/shared/i18n/messages/en.json' with { type: 'json' };
import { translateMessage } from '@panel/shared/i18n/translate-message.ts';
import { scanServerMessages, type FoundMessage, type Part } from './scan-server-messages.ts';

/**
 * Every message the server can send in an error envelope, in a notification (the bells) or through
 * localize() (a route's answer or redirect text) (found in apps/server/src and the shared
 * code by scan-server-messages.ts, which says how and where it stops) is in the shared
 * i18n/messages/en.json, so packages/shared/src/i18n/messages.test.ts then holds every language to it.
 *
 * "In the catalogue" means what translateMessage does with it: the sentence itself is a key, or a
 * {placeholder} pattern matches it and every part of it known when the code is written (notFound's
 * 'Business', a plan's feature text) is a key too. Parts only known at run time (numbers, names,
 * a tool's exit code) are holes and pass.
 */
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** Not user-facing: raised where no request can see them. */
const NOT_USER_FACING = [
  // The server's environment check at start-up: for whoever deploys it, in the log, in English.
  'apps/server/src/config.ts',
];

/**
 * Wholly dynamic messages: they pass on a message raised (and found) elsewhere, so there is nothing
 * to add for them. Each is `file ← call site…` (no line numbers) and the hole's name.
 */
const PASSED_ON = [
  // The error handler sends an AppError's message and fields, and zod's issue messages, as they are.
  'apps/server/src/plugins/errors.ts {message}',
  'apps/server/src/plugins/errors.ts {fields}',
  'apps/server/src/plugins/errors.ts {values}',
  // Fastify's own 4xx errors other than those worded there (a framework's text, rare).
  // (the same {message} entry as above covers it)
  // The custom-plan fields are checked by their own schema; its issue messages are raised again.
  'packages/shared/src/schemas/payment.ts {message}',
  // A card's links and card id are checked by the shared schemas; their first message is raised again.
  'packages/shared/src/errors.ts ← apps/server/src/modules/cards/service.ts {values}',
  'packages/shared/src/errors.ts ← apps/server/src/modules/cards/service.ts {message}',
  'apps/server/src/modules/cards/service.ts {message}',
  // A greeting upload's fields, checked by the shared schema, raised again.
  'apps/server/src/modules/image-posts/routes.ts {values}',
  // The payment gateway's own description of why it refused a request (Razorpay's English).
  'apps/server/src/integrations/payments/razorpay-client.ts {description}',
  // Errors translated for the request: the messages raised (and found) where they are thrown.
  'apps/server/src/plugins/message-language.ts {message}',
  'apps/server/src/plugins/message-language.ts {v}',
  // A notification stored (its words are found in notices.ts) and read back, then translated.
  'apps/server/src/modules/notifications/service.ts {title}',
  'apps/server/src/modules/notifications/service.ts {message}',
  'apps/server/src/modules/notifications/service.ts ← apps/server/src/modules/notifications/plan-reminders.ts ← apps/server/src/modules/image-posts/requests.ts ← apps/server/src/modules/feedback/routes.ts {message}',
  'apps/server/src/modules/notifications/routes.ts {title}',
  'apps/server/src/modules/notifications/routes.ts {message}',
  // The payment callback's failure: the gateway's own description, or an AppError's message.
  'apps/server/src/modules/payments/routes.ts ← apps/server/src/modules/payments/routes.ts {b}',
  'apps/server/src/modules/payments/routes.ts ← apps/server/src/modules/payments/routes.ts {message}',
];

const HOLE = '\uE000';
const show = (parts: Part[]) => parts.map((p) => (typeof p === 'string' ? p : `{${p.hole}}`)).join('');
const where = (m: FoundMessage) => `${m.at.replace(/:\d+/g, '')} ${show(m.parts)}`;

/** Each English key "translated" to marks that keep only its placeholders: what is left is untranslated. */
const marks = Object.fromEntries(
  Object.keys(en).map((key) => [
    key,
    key
      .split(/\{(\w+)\}/)
      .map((p, i) => (i % 2 ? `{${p}}` : '✓'))
      .join(''),
  ]),
);
/**
 * What may stay in Latin letters in every language: API field names (businessId), acronyms (HTTP)
 * and {tokens} the user types as they are (a link template's {value}).
 */
const KEPT_AS_IS = /\{\w+\}|\b(?:[a-z]+(?:[A-Z][a-z0-9]*)+|[A-Z][A-Z0-9_]+)\b/g;
const translated = (parts: Part[]) => {
  const english = parts.map((p) => (typeof p === 'string' ? p : HOLE)).join('');
  const left = translateMessage(english, marks).replaceAll('✓', '').replaceAll(HOLE, '');
  return !/\p{L}/u.test(left.replace(KEPT_AS_IS, ''));
};

describe('the server messages catalogue', () => {
  const { messages, dynamic } = scanServerMessages(repoRoot, ['apps/server/src', 'packages/shared/src']);
  const userFacing = (m: FoundMessage) => !NOT_USER_FACING.some((file) => m.at.startsWith(file));

  it('finds the messages (the scan still sees the error helpers and the schemas)', () => {
    const found = new Set(messages.map((m) => show(m.parts)));
    for (const known of ['Business not found.', 'Enter the 6-digit OTP.', 'Your role does not allow this.'])
      expect(found, known).toContain(known);
    expect(found.size).toBeGreaterThan(400);
  });

  it('has every user-facing message in messages/en.json', () => {
    const missing = [
      ...new Set(
        messages
          .filter(userFacing)
          .filter((m) => !translated(m.parts))
          .map((m) => show(m.parts)),
      ),
    ];
    expect(missing, 'add these (a {placeholder} where the code has ${…}) to messages/en.json').toEqual([]);
  });

  it('knows why each wholly dynamic message is one', () => {
    const unexplained = [...new Set(dynamic.filter(userFacing).map(where))].filter(
      (w) => !PASSED_ON.includes(w),
    );
    expect(unexplained).toEqual([]);
  });
});
