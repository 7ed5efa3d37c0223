import type { ComponentType } from 'react';
import { Route } from 'react-router-dom';
import { CONTENT_TYPES, CONTENT_TYPE_NAMES, type ContentTypeDefinition, type ContentTypeName } from '@app/content';
import { BlogEditorPage, BlogListPage } from '../features/blog';
import { ModuleFormPage, ModulesListPage } from '../features/modules';
import { ReferenceFormPage, ReferencesListPage } from '../features/references';
import { PricingFormPage, PricingListPage } from '../features/pricing';

interface ContentScreens {
  List: ComponentType;
  Editor: ComponentType;
}

/** Each content type's screens; their paths come from its definition. */
const CONTENT_SCREENS: Record<ContentTypeName, ContentScreens> = {
  blogPosts: { List: BlogListPage, Editor: BlogEditorPage },
  modules: { List: ModulesListPage, Editor: ModuleFormPage },
  references: { List: ReferencesListPage, Editor: ReferenceFormPage },
  pricingPlans: { List: PricingListPage, Editor: PricingFormPage },
};

/**
 * A type's routes below /admin: its list, its editor (`<editorPath>/:id`, "new" for a new record) and,
 * when the editor lives elsewhere (/admin/modules/edit/{id}), the list's /new that the dashboard links.
 */
export function contentRoutePaths(admin: ContentTypeDefinition['admin']): { path: string; screen: keyof ContentScreens }[] {
  const paths: { path: string; screen: keyof ContentScreens }[] = [
    { path: admin.path, screen: 'List' },
    { path: `${admin.editorPath}/:id`, screen: 'Editor' },
  ];
  if (admin.editorPath !== admin.path) paths.splice(1, 0, { path: `${admin.path}/new`, screen: 'Editor' });
  return paths;
}

/** The content types' routes, to place inside the back office's <Routes>. */
export function contentRoutes() {
  return CONTENT_TYPE_NAMES.flatMap((name) =>
    contentRoutePaths(CONTENT_TYPES[name].admin).map(({ path, screen }) => {
      const Screen = CONTENT_SCREENS[name][screen];
      return <Route key={path} path={path} element={<Screen />} />;
    }),
  );
}
