import { CreatePasswordScreen } from './create-password-screen';

export default function FranchiseeCreatePasswordPage() {
  return <CreatePasswordScreen kind="staff" />;
}
