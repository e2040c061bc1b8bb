import { redirect, type LoaderFunctionArgs } from 'react-router';
import { getAuthData, getOtpData } from '@/lib/auth-flow';
import { getCardData } from '@/lib/card-data';

/**
 * Route guards of spec sections 2 and 5, as loaders so they redirect before the page's chunk loads.
 * The OTP and create-password redirects keep the query string.
 */
const searchOf = ({ request }: LoaderFunctionArgs) => new URL(request.url).search;

export const requireAuthData = (args: LoaderFunctionArgs) =>
  getAuthData() ? null : redirect(`/login${searchOf(args)}`);

export const requireOtpVerified = (args: LoaderFunctionArgs) =>
  getOtpData()?.otpVerified ? null : redirect(`/otp${searchOf(args)}`);

export const requireCardData = () => (getCardData() ? null : redirect('/customer'));
