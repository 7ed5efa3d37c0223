// The async boundary keeps start-up code out of the entry chunk, so the entry stays a tiny loader.
import('./bootstrap');
