import type { HomeContentSection } from '../home/home-page';

/**
 * The modules' cards on the home page, a deferred section in a chunk of its own; the route table loads this
 * with the home page's chunk, so the cards' chunk finds what that one already holds (the carousel's icons).
 */
export const moduleCardsOnHome: HomeContentSection = {
  name: 'module-cards',
  load: () => import(/* webpackChunkName: "home-module-cards" */ './module-cards-section').then((m) => m.ModuleCardsSection),
};
