export { startPublisher, type Publisher, type PublisherHealth, type PublisherOptions, type PublishOutcome, type QueueStatus } from './publisher';
export { createSiteRenderer, pageFileOf, type FailedPage, type RenderedSite, type RenderOptions, type SiteRendererOptions } from './render-site';
export { writeSite, type WriteResult } from './write-site';
export { postFolders, shellPaths } from './shell-paths';
export { readPublisherConfig, type PublisherConfig } from './config';
