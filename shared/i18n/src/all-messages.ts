// Registers every catalog at once, for Node (prerendering, tests, scripts) where chunk size does not matter.
import { cs } from './messages/cs';
import { de } from './messages/de';
import { en } from './messages/en';
import { registerMessages } from './messages';

registerMessages('cs', cs);
registerMessages('en', en);
registerMessages('de', de);
