import DOMPurify from 'dompurify';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as jsxRuntime from 'react/jsx-runtime';
import { useDropzone } from 'react-dropzone';
import { I18nContext, useTranslation } from 'react-i18next';
import { Icon, ModalActions, ModalContent, ModalHeader } from 'semantic-ui-react';
import { Button } from '../ui/semantic/Button';

/**
 * What the standalone editor and prefill scripts take from the standalone bundle rather than
 * bundling again: one React (two would break hooks), the same i18next bindings (they read the
 * widget's language through their context) and the parts they use. rollup.config.mjs maps
 * each module to its entry here and refuses a script build that imports anything else.
 */
export const standaloneShared = {
  react: React,
  reactDom: ReactDOM,
  jsxRuntime,
  // Only what the scripts use: the whole module would keep all of it in the bundle.
  reactI18next: { I18nContext, useTranslation },
  semanticUiReact: { Button, Icon, ModalActions, ModalContent, ModalHeader },
  reactDropzone: { useDropzone },
  dompurify: DOMPurify,
};
