import type { Messages } from '../index';

export const blogPostEn: Messages['blogPost'] = {
  loading: 'Loading article...',
  draftBadge: 'Draft - Unpublished',
  share: 'Share',
  linkCopiedTitle: 'Link copied',
  linkCopiedMessage: 'The link to the article is in your clipboard.',
  shareFailed: 'The link could not be copied.',
  backToBlog: 'Back to blog',
  allArticles: 'All articles',
  notFoundTitle: 'Article not found',
  notFoundText: 'The article does not exist or has been removed.',
  loadErrorTitle: 'Error while loading',
  loadErrorMessage: 'The article could not be loaded',
  consultation: {
    title: 'Want to try automation in your company?',
    text: 'We will discuss your processes and show you where BizAuto saves the most time.',
    contactButton: 'Free consultation',
    servicesButton: 'Our services',
  },
};
