import { describe, expect, it } from 'vitest';
import { basicDetailsSchema } from '../schemas/card.ts';
import { CONTACT_MESSAGES } from './contact-fields.ts';
import { googleMapsLinkField, isGoogleMapsLink } from './google-maps-link.ts';

const details = (mapLink: unknown) =>
  basicDetailsSchema.safeParse({
    name: 'Asha',
    companyName: 'Asha Stores',
    phoneNumbers: ['9876543210'],
    mapLink,
  });

describe('map location link', () => {
  it('accepts the Google Maps link shapes people paste', () => {
    for (const link of [
      'https://maps.app.goo.gl/Yx3kQ9aB7cD2eF1g8',
      'https://goo.gl/maps/AbCdEf123',
      'https://www.google.com/maps/place/Demo+Traders/@23.0225,72.5714,17z',
      'https://www.google.com/maps?q=23.0225,72.5714',
      'https://google.co.in/maps/dir//Ahmedabad',
      'https://maps.google.com/?q=Ahmedabad',
      'https://maps.google.co.in/maps?cid=123',
    ])
      expect(googleMapsLinkField.safeParse(link).data, link).toBe(new URL(link).toString());
  });

  it('adds https:// to a link typed without it', () => {
    expect(googleMapsLinkField.parse('maps.app.goo.gl/Yx3kQ9aB7cD2eF1g8')).toBe(
      'https://maps.app.goo.gl/Yx3kQ9aB7cD2eF1g8',
    );
  });

  it("refuses anything that is not a Google Maps link, with the spec's link message", () => {
    for (const bad of [
      'https://example.com/maps/place/x',
      'https://www.google.com/search?q=demo+traders',
      'https://goo.gl/AbCdEf',
      'https://maps.app.goo.gl/',
      'https://maps.google.com.evil.example/x',
      'https://www.openstreetmap.org/#map=15/23.02/72.57',
      'javascript:alert(1)',
      'not a link',
    ]) {
      expect(isGoogleMapsLink(bad), bad).toBe(false);
      expect(googleMapsLinkField.safeParse(bad).error?.issues[0]?.message, bad).toBe(CONTACT_MESSAGES.link);
    }
  });

  it('is optional in basic details, and an invalid one is reported on mapLink', () => {
    expect(details('').success).toBe(true);
    expect(details(undefined).success).toBe(true);
    expect(details('https://maps.app.goo.gl/abc123').data?.mapLink).toBe('https://maps.app.goo.gl/abc123');
    const issue = details('https://example.com/where').error?.issues[0];
    expect(issue?.path).toEqual(['mapLink']);
    expect(issue?.message).toBe('A valid link is required.');
  });
});
