import { OtpScreen } from './otp-screen';

export default function OtpPage() {
  return <OtpScreen kind="customer" />;
}
