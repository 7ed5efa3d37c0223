export {
  formatHeadersFile,
  headersFor,
  hostHeaderRules,
  hostHeadersFor,
  htmlDocumentsIn,
  inlineScriptHashes,
  parseHeadersFile,
  remoteHeaderRules,
  type ConnectedOrigins,
  type HeaderRule,
} from './security-headers';
