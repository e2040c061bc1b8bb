import { isIP } from 'node:net';
import { SSL_TEXTS } from '@panel/shared/schemas/ssl.ts';

/** Special-use names (RFC 6761, RFC 6762, RFC 8375, ICANN's .internal): no public CA issues for them. */
const LOCAL_SUFFIXES = ['localhost', 'local', 'test', 'invalid', 'example', 'internal', 'lan', 'home.arpa'];

/** Why a public CA would refuse this host, or null when it may get a certificate. */
export function publicCertificateRefusal(host: string): string | null {
  if (isIP(host)) return SSL_TEXTS.ipAddress;
  if (!host.includes('.') || LOCAL_SUFFIXES.some((s) => host === s || host.endsWith(`.${s}`)))
    return SSL_TEXTS.localName;
  return null;
}
