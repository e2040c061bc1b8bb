import { describe, expect, it } from 'vitest';
import { SSL_TEXTS } from '@panel/shared/schemas/ssl.ts';
import { publicCertificateRefusal } from './public-names.ts';

describe('hosts a public CA would certify', () => {
  it('refuses IP addresses and local names, with the reason', () => {
    expect(publicCertificateRefusal('127.0.0.1')).toBe(SSL_TEXTS.ipAddress);
    expect(publicCertificateRefusal('::1')).toBe(SSL_TEXTS.ipAddress);
    for (const host of ['localhost', 'solo.localhost', 'intranet', 'printer.local', 'nas.home.arpa'])
      expect(publicCertificateRefusal(host), host).toBe(SSL_TEXTS.localName);
  });

  it('lets public names through, including ones that merely contain a local word', () => {
    for (const host of ['cards.example.com', 'localhost.in', 'test.agency.co.in'])
      expect(publicCertificateRefusal(host), host).toBeNull();
  });
});
