import type { BasicDetails, PaymentOptions } from '@panel/shared/schemas/card.ts';
import type { ContactFieldType } from '@panel/shared/card/contact-fields.ts';
import { isIndianAddress } from '@panel/shared/schemas/business.ts';

/** Links that work with no JavaScript: the browser or the phone's apps handle them. */
export const telHref = (e164: string) => `tel:${e164}`;
export const digitsOf = (phone: string) => phone.replace(/\D/g, '');
export const whatsappHref = (e164: string, text?: string) =>
  `https://wa.me/${digitsOf(e164)}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
export const mailHref = (email: string) => `mailto:${email}`;

export function addressLine(a: BasicDetails['address']): string {
  if (!a) return '';
  const region = [a.state, a.pincode].filter(Boolean).join(' ');
  return [a.line1, a.line2, a.city, region, isIndianAddress(a) ? undefined : a.country]
    .filter(Boolean)
    .join(', ');
}

/** Google Maps directions: the owner's map link wins, then coordinates, then the address text. */
export function directionsHref(b: BasicDetails): string | null {
  if (b.mapLink) return b.mapLink;
  const dest = b.location ? `${b.location.lat},${b.location.lng}` : addressLine(b.address);
  return dest ? `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(dest)}` : null;
}

/** NPCI's UPI deep link; every UPI app on the phone offers to pay it. */
export function upiHref(p: PaymentOptions, fallbackPayee: string): string | null {
  if (!p.upiId) return null;
  const pn = encodeURIComponent(p.payeeName ?? fallbackPayee);
  return `upi://pay?pa=${encodeURIComponent(p.upiId).replace(/%40/g, '@')}&pn=${pn}&cu=INR`;
}

export interface LinkTypeInfo {
  linkTypeId: string;
  name: string;
  fieldType: ContactFieldType;
  /** "builtin:<badge>" or an uploaded image's fileName. */
  icon: string;
  hrefTemplate: string | null;
}

/** The href of a Link Store value, or null for plain text. */
export function linkHref(type: LinkTypeInfo, value: string): string | null {
  if (type.hrefTemplate)
    return type.hrefTemplate
      .replaceAll('{value}', encodeURIComponent(value))
      .replaceAll('{digits}', digitsOf(value));
  switch (type.fieldType) {
    case 'url':
      return value;
    case 'tel':
      return telHref(value);
    case 'email':
      return mailHref(value);
    case 'text':
      return null;
  }
}
