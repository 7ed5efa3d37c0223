import { moduleSectionAnchor } from '@app/content';
import { moduleAnchorId } from './use-active-modules';

test("the checks before publishing know the modules page's anchors as the page sets them", () => {
  expect(moduleSectionAnchor({ slug: 'fakturace', id: 'a1' })).toBe(moduleAnchorId({ slug: 'fakturace', id: 'a1' }));
  expect(moduleSectionAnchor({ slug: null, id: 'a1' })).toBe(moduleAnchorId({ slug: null, id: 'a1' }));
});
