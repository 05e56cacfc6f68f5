import type { InputProblem } from '../../core/config';
import {
  DEPOSIT_PAGE_INPUTS,
  depositPropsFromInvenioPage,
  INVENIO_DEPOSIT_ELEMENT_ID,
  isInvenioDepositPage,
} from '../../core/config/invenioDepositPage';
import {
  accessRequestPropsFromInvenioPage,
  INVENIO_ACCESS_REQUEST_ID,
  INVENIO_RECORD_MANAGEMENT_SELECTOR,
  managementPropsFromInvenioPage,
} from '../../core/config/invenioRecordPage';
import { INVENIO_LINK_EXPIRATION_IDS } from '../../core/config/invenioLinkExpiration';
import { MOUNTED_ATTRIBUTE } from './mountedAttribute';

/** A place of an InvenioRDM page where a widget mounts, with the props the page gives it. */
export interface PagePlace {
  element: Element;
  widget: string;
  props: Record<string, unknown>;
  problems: InputProblem[];
}

/**
 * The page's hidden inputs with a name, their values parsed as JSON, as InvenioRDM's own
 * scripts read them; an input whose value is no JSON is a problem when the widgets need it.
 */
const readHiddenInputs = (root: ParentNode, needed: readonly string[]) => {
  const inputs: Record<string, unknown> = {};
  const problems: InputProblem[] = [];
  for (const input of Array.from(root.querySelectorAll('input[type="hidden"][name]'))) {
    const { name, value } = input as HTMLInputElement;
    try {
      inputs[name] = JSON.parse(value);
    } catch (error) {
      if (needed.includes(name)) {
        problems.push({ field: name, message: `is not valid JSON (${(error as Error).message})` });
      }
    }
  }
  return { inputs, problems };
};

/** The element's data attributes, their values parsed as JSON (a value that is none stays text). */
const readDataAttributes = (element: HTMLElement) =>
  Object.fromEntries(
    Object.entries(element.dataset).map(([name, value]) => {
      const key = name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
      try {
        return [key, JSON.parse(value ?? '')];
      } catch {
        return [key, value];
      }
    }),
  );

/** The data attributes of the element with this id, if the page has one. */
const elementData = (root: ParentNode, id: string) => {
  const element = root.querySelector<HTMLElement>(`#${id}`);
  return element ? readDataAttributes(element) : undefined;
};

/** The deposit page's `#deposit-form`, from the page's hidden inputs. */
const depositPlaces = (root: ParentNode): PagePlace[] => {
  const element = root.querySelector(`#${INVENIO_DEPOSIT_ELEMENT_ID}`);
  if (!element) return [];
  const { inputs, problems } = readHiddenInputs(root, Object.values(DEPOSIT_PAGE_INPUTS));
  if (!isInvenioDepositPage(inputs) && problems.length === 0) return [];
  const props = depositPropsFromInvenioPage(
    inputs,
    elementData(root, INVENIO_LINK_EXPIRATION_IDS.deposit),
  );
  return [{ element, widget: 'deposit-form', props, problems }];
};

/**
 * The record page's management menu: the New version and Share buttons, each in an element of
 * its own in place of the menu's placeholder (once: the menu is then marked mounted).
 */
const managementPlaces = (root: ParentNode): PagePlace[] => {
  const menu = root.querySelector<HTMLElement>(INVENIO_RECORD_MANAGEMENT_SELECTOR);
  if (!menu || menu.hasAttribute(MOUNTED_ATTRIBUTE)) return [];
  menu.setAttribute(MOUNTED_ATTRIBUTE, 'true');
  const props = managementPropsFromInvenioPage(
    readDataAttributes(menu),
    elementData(root, INVENIO_LINK_EXPIRATION_IDS.record),
  );
  menu.replaceChildren();
  return ['new-version-button', 'share-access'].map((widget) => ({
    element: menu.appendChild(menu.ownerDocument.createElement('div')),
    widget,
    props,
    problems: [],
  }));
};

/** The record page's access request form. */
const accessRequestPlaces = (root: ParentNode): PagePlace[] => {
  const element = root.querySelector<HTMLElement>(`#${INVENIO_ACCESS_REQUEST_ID}`);
  if (!element) return [];
  const props = accessRequestPropsFromInvenioPage(readDataAttributes(element));
  return [{ element, widget: 'request-access', props, problems: [] }];
};

/**
 * The places of InvenioRDM's own pages (invenio-app-rdm v12 to v14) where the widgets mount,
 * with the props the page's inputs and data attributes hold (docs/invenio-pages.md): the
 * deposit page's form, the record page's management menu and access request form. None on any
 * other page.
 */
export const invenioPagePlaces = (root: ParentNode): PagePlace[] => [
  ...depositPlaces(root),
  ...managementPlaces(root),
  ...accessRequestPlaces(root),
];
