import type { ComponentType } from 'react';
import { Route } from 'react-router-dom';
import { CONTENT_TYPES, CONTENT_TYPE_NAMES, type ContentTypeDefinition, type ContentTypeName } from '@app/content';
import { BlogEditorPage, BlogListPage } from '../features/blog';
import { ImageGeneratorPage, ModuleFormPage, ModulesListPage } from '../features/modules';
import { ReferenceFormPage, ReferencesListPage } from '../features/references';
import { PricingFormPage, PricingListPage } from '../features/pricing';

interface ContentScreens {
  List: ComponentType;
  Editor: ComponentType;
  /** The type's other screens, by their path below /admin. */
  more?: readonly { path: string; Screen: ComponentType }[];
}

/** Each content type's screens; their paths come from its definition. */
const CONTENT_SCREENS: Record<ContentTypeName, ContentScreens> = {
  blogPosts: { List: BlogListPage, Editor: BlogEditorPage },
  modules: { List: ModulesListPage, Editor: ModuleFormPage, more: [{ path: 'image-generator', Screen: ImageGeneratorPage }] },
  references: { List: ReferencesListPage, Editor: ReferenceFormPage },
  pricingPlans: { List: PricingListPage, Editor: PricingFormPage },
};

/**
 * A type's routes below /admin: its list, its editor (`<editorPath>/:id`, "new" for a new record) and,
 * when the editor lives elsewhere (/admin/modules/edit/{id}), the list's /new that the dashboard links.
 */
export function contentRoutePaths(admin: ContentTypeDefinition['admin']): { path: string; screen: 'List' | 'Editor' }[] {
  const paths: { path: string; screen: 'List' | 'Editor' }[] = [
    { path: admin.path, screen: 'List' },
    { path: `${admin.editorPath}/:id`, screen: 'Editor' },
  ];
  if (admin.editorPath !== admin.path) paths.splice(1, 0, { path: `${admin.path}/new`, screen: 'Editor' });
  return paths;
}

/** The content types' routes, to place inside the back office's <Routes>. */
export function contentRoutes() {
  return CONTENT_TYPE_NAMES.flatMap((name) => {
    const screens = CONTENT_SCREENS[name];
    const own = contentRoutePaths(CONTENT_TYPES[name].admin).map(({ path, screen }) => ({ path, Screen: screens[screen] }));
    return [...own, ...(screens.more ?? [])].map(({ path, Screen }) => <Route key={path} path={path} element={<Screen />} />);
  });
}
