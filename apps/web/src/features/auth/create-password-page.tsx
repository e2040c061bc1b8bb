import { CreatePasswordScreen } from './create-password-screen';

export default function CreatePasswordPage() {
  return <CreatePasswordScreen kind="customer" />;
}
