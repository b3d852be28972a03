import { AuthForm, type AuthFormProps } from './auth-form';
import type { FrameProps } from './frame-props';

/** A form in the account panel: it posts the panel's hidden fields and shows the notice it opened with. */
export function FrameForm<T>({
  frame,
  ...form
}: Omit<AuthFormProps<T>, 'hidden' | 'notice'> & { frame: FrameProps }) {
  return <AuthForm<T> {...form} hidden={frame.hidden} notice={frame.notice} />;
}
