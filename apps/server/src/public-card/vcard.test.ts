import { describe, expect, it } from 'vitest';
import { buildVCard, escapeText, foldLine, splitName } from './vcard.ts';

describe('vCard', () => {
  it('escapes text values as RFC 2426 says', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });

  it('folds at 75 octets without cutting a multi-byte character', () => {
    const line = `NOTE:${'नमस्ते '.repeat(20)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(75);
    for (const p of parts.slice(1)) expect(p.startsWith(' ')).toBe(true);
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line);
    expect(folded).not.toContain('\uFFFD');
    expect(foldLine('FN:short')).toBe('FN:short');
  });

  it('splits Indian names into given and family', () => {
    expect(splitName('Ravi Kumar Sharma')).toEqual({ given: 'Ravi Kumar', family: 'Sharma' });
    expect(splitName('Madhuri')).toEqual({ given: 'Madhuri', family: '' });
  });

  it('writes CRLF lines with the structured fields phones expect', () => {
    const vcf = buildVCard({
      basic: {
        title: 'Dr.',
        name: 'Asha Rao',
        companyName: 'Rao Clinic; Pune',
        phoneNumbers: ['+919822012345'],
        emails: ['asha@example.com'],
        address: { line1: '1, FC Road', city: 'Pune', state: 'Maharashtra', pincode: '411004' },
      },
      cardUrl: 'https://cards.example.com/rao-clinic',
    });
    expect(vcf.split('\r\n')).toEqual(
      expect.arrayContaining([
        'N:Rao;Asha;;Dr.;',
        'FN:Dr. Asha Rao',
        'ORG:Rao Clinic\\; Pune',
        'TEL;TYPE=CELL,VOICE,PREF:+919822012345',
        'EMAIL;TYPE=INTERNET,WORK,PREF:asha@example.com',
        'ADR;TYPE=WORK:;;1\\, FC Road;Pune;Maharashtra;411004;India',
        'URL:https://cards.example.com/rao-clinic',
      ]),
    );
    expect(vcf.replace(/\r\n/g, '')).not.toContain('\n');
  });
});
