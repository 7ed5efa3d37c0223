import type { Messages } from '../index';

export const newsletterPagesDe: Messages['newsletterPages'] = {
  confirm: {
    meta: {
      title: 'Newsletter-Abonnement bestätigen | BizAuto',
      description: 'Bestätigung Ihrer Anmeldung zum BizAuto-Newsletter.',
    },
    title: 'Bestätigung des Abonnements',
    confirming: 'Abonnement wird bestätigt...',
    confirmedTitle: 'Ihr Abonnement ist bestätigt',
    confirmedText:
      'Vielen Dank! Einmal im Monat senden wir Ihnen das Beste aus unserem Blog. Abmelden können Sie sich jederzeit über den Link in jeder E-Mail.',
    invalidTitle: 'Der Link ist ungültig oder abgelaufen',
    invalidText:
      'Ein Bestätigungslink gilt 7 Tage und nur aus der letzten E-Mail, die wir Ihnen geschickt haben. Melden Sie sich erneut an, dann senden wir Ihnen einen neuen.',
    failedTitle: 'Das Abonnement konnte nicht bestätigt werden',
    failedText: 'Die Verbindung ist fehlgeschlagen. Bitte versuchen Sie es gleich noch einmal.',
    signUpAgain: 'Erneut anmelden',
    toBlog: 'Zum Blog',
  },
  unsubscribe: {
    meta: {
      title: 'Vom Newsletter abmelden | BizAuto',
      description: 'Abmeldung vom BizAuto-Newsletter.',
    },
    title: 'Vom Newsletter abmelden',
    text: 'Mit der Schaltfläche unten melden Sie die Adresse ab, an die die E-Mail mit diesem Link ging. Eine Anmeldung ist nicht nötig.',
    button: 'Abonnement kündigen',
    working: 'Wird abgemeldet...',
    doneTitle: 'Sie sind abgemeldet',
    doneText: 'Wir senden Ihnen keine Newsletter mehr. Für die Abmeldung war keine Anmeldung nötig.',
    againText:
      'Wenn Sie es sich später anders überlegen, melden Sie sich im Blog erneut an; das Abonnement beginnt, sobald Sie es per E-Mail bestätigen.',
    invalidTitle: 'Dieser Abmeldelink ist ungültig',
    invalidText:
      'Bitte öffnen Sie den vollständigen Link aus der E-Mail. Wenn das nicht hilft, schreiben Sie uns, und wir melden Sie selbst ab.',
    failedText: 'Die Abmeldung ist fehlgeschlagen. Bitte versuchen Sie es gleich noch einmal.',
    contact: 'Schreiben Sie uns',
    toBlog: 'Zum Blog',
  },
};
