import type { AdminContactEnquiry } from '@app/content';
import type { NotifyKind } from '@app/ui';

/**
 * What the toast says after an enquiry was moved into or out of spam. Out of spam, the database queues the
 * notification to sales then if it never went out (`notified_at` is set by it), and the visitor's confirmation
 * likewise (`confirmation_queued_at`); without any address to send
 * it to (neither the notification e-mail nor the contact e-mail in Nastavení) it cannot.
 */
export function spamToggleNotice(before: AdminContactEnquiry, after: AdminContactEnquiry): { kind: NotifyKind; title: string; message: string } {
  if (after.is_spam) {
    return { kind: 'success', title: 'Přesunuto do spamu', message: 'Poptávka byla označena jako spam. Najdete ji pod filtrem Spam.' };
  }
  if (before.notified_at) {
    return { kind: 'success', title: 'Není spam', message: 'Poptávka byla vrácena mezi poptávky. Upozornění obchodu už odešlo dříve.' };
  }
  if (after.notified_at) {
    return {
      kind: 'success',
      title: 'Není spam',
      message: `Poptávka byla vrácena mezi poptávky a obchodu se teď odesílá upozornění na ni e-mailem.${
        !before.confirmation_queued_at && after.confirmation_queued_at ? ' Návštěvník dostane potvrzení, že jeho zpráva dorazila.' : ''
      }`,
    };
  }
  return {
    kind: 'warning',
    title: 'Není spam',
    message: 'Poptávka byla vrácena mezi poptávky, ale upozornění obchodu odeslat nelze: v Nastavení chybí e-mail pro upozornění i kontaktní e-mail.',
  };
}
