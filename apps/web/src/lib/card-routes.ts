/**
 * The card editor's routes carry their query base64-encoded (spec section 2):
 * /panel/customer/cards/edit?<base64 of "cardNo=12&showLinksCoachmark=true"> and
 * /panel/customer/cards/add?<base64 of "businessId=..." or "userId=...&isForeignUser=false">.
 * Several features link to the editor, so the encoding lives here once.
 */
export type CardAddTarget = { businessId: string } | { userId: string; isForeignUser: boolean };

export interface CardEditTarget {
  cardNo: number;
  showLinksCoachmark?: boolean;
}

const encode = (params: Record<string, string>) => btoa(new URLSearchParams(params).toString());

/**
 * The editor opens in the customer's area, or in the admin area when staff edit a customer's card
 * on their behalf (the same screens; the area is the path's /customer or /admin, spec section 2).
 */
export type EditorArea = 'customer' | 'admin';
export const areaOfEditorPath = (pathname: string): EditorArea =>
  pathname.startsWith('/admin') || pathname.startsWith('/panel/admin') ? 'admin' : 'customer';

export function cardEditPath(
  { cardNo, showLinksCoachmark }: CardEditTarget,
  area: EditorArea = 'customer',
): string {
  const params: Record<string, string> = { cardNo: String(cardNo) };
  if (showLinksCoachmark) params.showLinksCoachmark = 'true';
  return `/${area}/cards/edit?${encode(params)}`;
}

export function cardAddPath(target: CardAddTarget, area: EditorArea = 'customer'): string {
  const params: Record<string, string> =
    'businessId' in target
      ? { businessId: target.businessId }
      : { userId: target.userId, isForeignUser: String(target.isForeignUser) };
  return `/${area}/cards/add?${encode(params)}`;
}

/**
 * Reads a location.search of either shape: the base64 string itself, or (for links typed by hand)
 * a plain query. Anything unreadable gives an empty set of parameters.
 */
export function decodeCardQuery(search: string): URLSearchParams {
  let raw: string;
  try {
    raw = decodeURIComponent(search.replace(/^\?/, ''));
  } catch {
    return new URLSearchParams();
  }
  if (!raw) return new URLSearchParams();
  if (raw.includes('=') && !/^[A-Za-z0-9+/]+={0,2}$/.test(raw)) return new URLSearchParams(raw);
  try {
    return new URLSearchParams(atob(raw));
  } catch {
    return new URLSearchParams(raw);
  }
}

export function readCardEditQuery(search: string): CardEditTarget | null {
  const params = decodeCardQuery(search);
  const cardNo = Number(params.get('cardNo'));
  if (!Number.isInteger(cardNo) || cardNo <= 0) return null;
  return { cardNo, showLinksCoachmark: params.get('showLinksCoachmark') === 'true' };
}

export function readCardAddQuery(search: string): CardAddTarget | null {
  const params = decodeCardQuery(search);
  const businessId = params.get('businessId');
  if (businessId) return { businessId };
  const userId = params.get('userId');
  if (userId) return { userId, isForeignUser: params.get('isForeignUser') === 'true' };
  return null;
}
