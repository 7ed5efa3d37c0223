import type { ComponentType } from 'react';
import type { CONTENT_TYPES, PreviewedContentTypeName } from '@app/content';
import type { Locale } from '@app/i18n';
import type { Database } from '@app/supabase';

/** A draft as the editor leaves it: a row of its table (with what else its page reads, see the type's preview). */
export type PreviewDraft<Name extends PreviewedContentTypeName> = Database['public']['Tables'][(typeof CONTENT_TYPES)[Name]['table']]['Row'];

/** Draws a type's unsaved draft with the public site's own components, in the previewed language. */
export type ContentPreview<Name extends PreviewedContentTypeName> = ComponentType<{ draft: PreviewDraft<Name>; locale: Locale }>;

/** Each previewed type's drawing, loaded when its preview opens (the route table lists them). */
export type ContentPreviews = { [Name in PreviewedContentTypeName]: () => Promise<ContentPreview<Name>> };
