import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as jsxRuntime from 'react/jsx-runtime';

/**
 * The React of the standalone script, which the widgets' modules beside it take instead of
 * bundling their own (two copies would break hooks, and a host's own components use this
 * one). rollup.config.mjs maps each module name to its entry here.
 */
export const standaloneShared = {
  react: React,
  'react-dom': ReactDOM,
  'react-dom/client': ReactDOMClient,
  'react/jsx-runtime': jsxRuntime,
};
