import { useField } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'semantic-ui-react';

/** The record's title (required for publishing; the server says so on save). */
export const TitleField = () => {
  const { t } = useTranslation();
  const [field, meta] = useField<string>('metadata.title');
  const errorId = useId();
  const error = typeof meta.error === 'string' ? meta.error : undefined;
  return (
    <Form.Field required error={Boolean(error)}>
      <label htmlFor="rdm-deposit-title">{t('Title')}</label>
      <input
        id="rdm-deposit-title"
        {...field}
        value={field.value ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <div id={errorId} className="ui pointing basic red label">
          {error}
        </div>
      )}
    </Form.Field>
  );
};
