/* global window, RdmWidgets */
/**
 * The demo repository's own custom-field widget, as a host page registers one: a component
 * written with the standalone bundle's React, handed to autoMount by `ui_widget` name. It
 * gets the field's value, `onChange`, its `error`, `label`, `props` and an input `id`.
 */
(function registerDemoWidgets() {
  const h = RdmWidgets.React.createElement;
  const LEVELS = [1, 2, 3, 4, 5];

  /** `demo:data_quality`: a level from 1 to 5, as radio buttons. */
  function DataQualityRating({ value, onChange, error, label, props, id }) {
    const hint = props.helpText || props.description;
    const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
    return h(
      'fieldset',
      { className: 'demo-rating', 'aria-describedby': described || undefined },
      h('legend', null, label),
      LEVELS.map((level) =>
        h(
          'label',
          { key: level, className: 'demo-rating-level' },
          h('input', {
            type: 'radio',
            name: `${id}-level`,
            id: level === LEVELS[0] ? id : undefined,
            checked: value === level,
            onChange: () => onChange(level),
          }),
          ` ${level}`,
        ),
      ),
      hint && h('p', { id: `${id}-hint`, className: 'demo-hint' }, hint),
      error && h('p', { id: `${id}-error`, className: 'ui red text', role: 'alert' }, error),
    );
  }

  window.rdmDemoHostProps = {
    'deposit-form': { customFieldWidgets: { DataQualityRating } },
  };
})();
