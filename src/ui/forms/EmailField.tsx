import { TextField } from './TextField';

/** The required e-mail address of a form named `email`, filled in by the browser from its own. */
export function EmailField({ label }: { label: string }) {
  return <TextField name="email" type="email" label={label} autoComplete="email" required />;
}
