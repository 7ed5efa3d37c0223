// Standalone development entry (rspack serve): the async boundary lets the shared modules resolve first.
import('./standalone/bootstrap');
