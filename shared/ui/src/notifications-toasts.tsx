// Loaded with the first toast: Mantine's notifications, their styles and a provider of their own, so toasts
// also work on pages rendered without Mantine.
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import './notifications.css';
import { Notifications } from '@mantine/notifications';
import { MantineScope } from './mantine-scope';

export { notifications } from '@mantine/notifications';

export function Toasts() {
  return (
    <MantineScope>
      <Notifications position="top-right" limit={4} />
    </MantineScope>
  );
}
