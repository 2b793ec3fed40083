/** "Log out": the six logout steps (lib/auth/logout.ts), then the market's home. */
import { useState, type ComponentProps } from 'react';
import { useLogout } from '@/lib/auth/use-logout';
import { useT } from '@/lib/use-t';

type Props = Omit<ComponentProps<'button'>, 'onClick' | 'type'> & { onDone?: () => void };

export function LogoutButton({ onDone, disabled, ...button }: Props) {
  const t = useT();
  const logout = useLogout();
  const [busy, setBusy] = useState(false);
  const handleClick = async () => {
    setBusy(true);
    try {
      await logout();
    } finally {
      onDone?.();
    }
  };
  return (
    <button type="button" {...button} disabled={busy || disabled} onClick={handleClick}>
      {busy ? t('auth.header.loggingOut') : t('auth.header.logout')}
    </button>
  );
}
