import type { Messages } from '../index';

export const newsletterPagesEn: Messages['newsletterPages'] = {
  confirm: {
    meta: {
      title: 'Confirm your newsletter subscription | BizAuto',
      description: 'Confirming your subscription to the BizAuto newsletter.',
    },
    title: 'Subscription confirmation',
    confirming: 'Confirming your subscription...',
    confirmedTitle: 'Your subscription is confirmed',
    confirmedText: 'Thank you! Once a month we will send you the best of our blog. You can unsubscribe at any time with the link in every e-mail.',
    invalidTitle: 'This link is invalid or has expired',
    invalidText:
      'A confirmation link is valid for 7 days and only from the latest e-mail we sent you. Sign up again and we will send you a new one.',
    failedTitle: 'Your subscription could not be confirmed',
    failedText: 'The connection failed. Please try again in a moment.',
    signUpAgain: 'Sign up again',
    toBlog: 'Go to the blog',
  },
  unsubscribe: {
    meta: {
      title: 'Unsubscribe from the newsletter | BizAuto',
      description: 'Unsubscribing from the BizAuto newsletter.',
    },
    title: 'Unsubscribe from the newsletter',
    text: 'The button below unsubscribes the address that received the e-mail with this link. You do not need to sign in.',
    button: 'Unsubscribe',
    working: 'Unsubscribing...',
    doneTitle: 'You have been unsubscribed',
    doneText: 'We will not send you any more newsletters. No sign-in was needed to unsubscribe.',
    againText: 'If you change your mind later, sign up again on the blog; the subscription starts once you confirm it by e-mail.',
    invalidTitle: 'This unsubscribe link is invalid',
    invalidText: 'Please open the whole link from the e-mail. If that does not help, write to us and we will unsubscribe you ourselves.',
    failedText: 'Unsubscribing failed. Please try again in a moment.',
    contact: 'Write to us',
    toBlog: 'Go to the blog',
  },
};
