import { OtpScreen } from './otp-screen';

export default function FranchiseeOtpPage() {
  return <OtpScreen kind="staff" />;
}
