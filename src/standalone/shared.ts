import DOMPurify from 'dompurify';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as jsxRuntime from 'react/jsx-runtime';
import { useTranslation } from 'react-i18next';
import { Icon } from 'semantic-ui-react';
import { Button } from '../ui/semantic/Button';

/**
 * What the standalone editor script takes from the standalone bundle rather than bundling
 * again: one React (two would break hooks), the same i18next bindings (the editor reads the
 * widget's language through their context) and the parts both use. rollup.config.mjs maps
 * each module to its entry here and refuses an editor build that imports anything else.
 */
export const standaloneShared = {
  react: React,
  reactDom: ReactDOM,
  jsxRuntime,
  // Only what the editor uses: the whole module would keep all of it in the bundle.
  reactI18next: { useTranslation },
  semanticUiReact: { Button, Icon },
  dompurify: DOMPurify,
};
