import path from 'node:path';
import { createServerConfig } from '../../rspack.base';

export default createServerConfig({
  root: __dirname,
  entry: './src/server/render-page.tsx',
  outputPath: path.join(__dirname, 'dist-server'),
});
