const path = require('node:path');

/** One bundle, CSS injected by style-loader; index.html (copied as is) loads it. */
module.exports = {
  entry: './src/main.js',
  output: { path: path.resolve(__dirname, 'dist'), filename: 'main.js', clean: false },
  module: {
    rules: [{ test: /\.css$/, use: ['style-loader', 'css-loader'] }],
  },
  performance: { hints: false },
  // Production mode still resolves, tree-shakes and concatenates the package as a host's build
  // does; minifying (the Vite app does) added 30-40 s of terser to every test run.
  optimization: { minimize: false },
};
