import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Group, Modal, PasswordInput } from '@mantine/core';
import { DEFAULT_MAINTENANCE_MESSAGE, validateMaintenancePassword } from '@app/content';
import { getMessages } from '@app/i18n';
import { getPublicClient } from '@app/supabase';
import { EyeIcon, EyeOffIcon, WrenchIcon } from '../../components/icons';
import { useDocumentMeta } from '../../hooks/use-document-meta';
import { grantMaintenanceAccess, safeReturnPath } from './maintenance-access';
import { useMaintenanceSettings } from './maintenance-settings-store';
import { MantinePage } from '../../components/mantine-page';

/** The maintenance gate's landing page (Czech whatever the URL's language): the message and the password dialog. */
export function MaintenancePage() {
  const messages = getMessages('cs');
  const texts = messages.maintenance;
  useDocumentMeta({ ...messages.meta.maintenance, locale: 'cs', noindex: true });
  const settings = useMaintenanceSettings();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordVisible, setPasswordVisible] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const closeDialog = () => {
    setDialogOpen(false);
    setPassword('');
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(texts.emptyPassword);
      return;
    }
    setChecking(true);
    try {
      const check = await validateMaintenancePassword(await getPublicClient(), password);
      if (check !== 'accepted') {
        setPassword('');
        setError(check === 'wrong' ? texts.wrongPassword : messages.common.tooManyAttempts);
        return;
      }
      grantMaintenanceAccess();
      navigate(safeReturnPath(searchParams.get('next')), { replace: true });
    } catch (failure) {
      console.error('The maintenance password could not be checked:', failure);
      setError(texts.checkFailed);
    } finally {
      setChecking(false);
    }
  };

  return (
    <MantinePage>
      <section className="maintenance" aria-labelledby="maintenance-title">
        <div className="maintenance__card">
          <span className="maintenance__icon" aria-hidden="true">
            <WrenchIcon size={32} />
          </span>
          <h1 id="maintenance-title" className="maintenance__title">
            {texts.title}
          </h1>
          <p className="maintenance__message">{settings?.message ?? DEFAULT_MAINTENANCE_MESSAGE}</p>
          <Button size="lg" onClick={() => setDialogOpen(true)}>
            {texts.enter}
          </Button>
          <Link to="/auth" className="maintenance__admin-link">
            {texts.adminLogin}
          </Link>
        </div>
        <Modal opened={dialogOpen} onClose={closeDialog} title={texts.dialogTitle} centered>
          <form onSubmit={(event) => void submit(event)} noValidate>
            <PasswordInput
              label={texts.passwordLabel}
              placeholder={texts.passwordPlaceholder}
              value={password}
              onChange={(event) => {
                setPassword(event.currentTarget.value);
                setError(null);
              }}
              error={error}
              visible={passwordVisible}
              onVisibilityChange={setPasswordVisible}
              visibilityToggleIcon={({ reveal }) => (reveal ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />)}
              visibilityToggleButtonProps={{ 'aria-label': passwordVisible ? texts.hidePassword : texts.showPassword }}
              autoComplete="current-password"
              data-autofocus
            />
            <Group justify="flex-end" mt="lg">
              <Button variant="default" onClick={closeDialog}>
                {texts.cancel}
              </Button>
              <Button type="submit" disabled={checking}>
                {checking ? texts.checking : texts.submit}
              </Button>
            </Group>
          </form>
        </Modal>
      </section>
    </MantinePage>
  );
}
