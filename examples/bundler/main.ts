/**
 * A bundler's entry for a page whose server prints the widgets' elements and JSON props (as
 * examples/standalone.html does): the styles once, then only the widgets the page uses.
 */
import 'fomantic-ui-css/semantic.min.css';
import 'rdm-widgets/styles.css';
import { autoMount } from 'rdm-widgets';
import { depositFormWidget } from 'rdm-widgets/deposit-form';
import { statusBannerWidget } from 'rdm-widgets/status-banner';

export const handles = autoMount(document, [depositFormWidget, statusBannerWidget]);
