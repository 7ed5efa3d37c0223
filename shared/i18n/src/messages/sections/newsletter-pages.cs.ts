/** The pages the newsletter's e-mails link to: confirming a sign-up and unsubscribing (no sign-in needed). */
export const newsletterPagesCs = {
  confirm: {
    meta: {
      title: 'Potvrzení odběru newsletteru | BizAuto',
      description: 'Potvrzení přihlášení k odběru newsletteru BizAuto.',
    },
    title: 'Potvrzení odběru',
    confirming: 'Potvrzuji odběr...',
    confirmedTitle: 'Odběr je potvrzený',
    confirmedText:
      'Děkujeme! Jednou měsíčně vám pošleme to nejlepší z blogu. Odhlásit se můžete kdykoli odkazem v každém e-mailu.',
    invalidTitle: 'Odkaz je neplatný nebo vypršel',
    invalidText:
      'Odkaz k potvrzení platí 7 dní a jen z posledního e-mailu, který jsme vám poslali. Přihlaste se k odběru znovu a pošleme vám nový.',
    failedTitle: 'Odběr se nepodařilo potvrdit',
    failedText: 'Spojení se nezdařilo. Zkuste to prosím znovu za chvíli.',
    signUpAgain: 'Přihlásit se znovu',
    toBlog: 'Přejít na blog',
  },
  unsubscribe: {
    meta: {
      title: 'Odhlášení z newsletteru | BizAuto',
      description: 'Odhlášení z odběru newsletteru BizAuto.',
    },
    title: 'Odhlášení z newsletteru',
    text: 'Tlačítkem níže odhlásíte adresu, na kterou přišel e-mail s tímto odkazem. Přihlašovat se nemusíte.',
    button: 'Odhlásit odběr',
    working: 'Odhlašuji...',
    doneTitle: 'Odběr je odhlášený',
    doneText: 'Další newslettery vám už nepošleme. K odhlášení nebylo potřeba se nikam přihlašovat.',
    againText: 'Pokud se později rozmyslíte, přihlaste se na blogu znovu; odběr začne, až přihlášení potvrdíte v e-mailu.',
    invalidTitle: 'Odkaz k odhlášení je neplatný',
    invalidText: 'Otevřete prosím celý odkaz z e-mailu. Pokud to nepomůže, napište nám a odhlásíme vás sami.',
    failedText: 'Odhlášení se nezdařilo. Zkuste to prosím znovu za chvíli.',
    contact: 'Napsat nám',
    toBlog: 'Přejít na blog',
  },
};
