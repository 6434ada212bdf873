import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui/forms/TextField';

/**
 * A new password typed twice (`password`, `password_confirmation`), as registration and the
 * password reset ask for it: the rules as the hint, each field with its show/hide button, and
 * `new-password` so password managers offer to generate one.
 */
export function NewPasswordFields({
  labels,
}: {
  labels: { password: string; confirmation: string };
}) {
  const { t } = useTranslation('app');
  const reveal = { show: t('common.showPassword'), hide: t('common.hidePassword') };
  return (
    <>
      <TextField
        name="password"
        type="password"
        label={labels.password}
        hint={t('auth.register.passwordHint')}
        autoComplete="new-password"
        required
        revealLabels={reveal}
      />
      <TextField
        name="password_confirmation"
        type="password"
        label={labels.confirmation}
        autoComplete="new-password"
        required
        revealLabels={reveal}
      />
    </>
  );
}
