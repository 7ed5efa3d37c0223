import path from 'node:path';
import { createServerConfig } from '../../rspack.base';

export default createServerConfig({
  root: __dirname,
  entry: './src/server/index.ts',
  outputPath: path.join(__dirname, 'dist-server'),
});
