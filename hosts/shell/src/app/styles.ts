// What every public page needs: Mantine's reset and variables (in the `mantine` layer, so the site's own
// rules always win), our theme's variables, the plain-CSS building blocks and the site's styles. Mantine's
// component styles load only with the pages that render Mantine (components/mantine-page.tsx).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.layer.css';
import '@app/ui/theme-variables.css';
import './primitives.css';
import './site.css';
