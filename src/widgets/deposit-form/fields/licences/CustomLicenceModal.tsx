import { Formik } from 'formik';
import { useTranslation } from '../../../../ui/i18n/useTranslation';
import type { FormLicence } from '../../../../core/model';
import { FormSlicesProvider, TextField } from '../../../../ui/fields';
import { Modal } from '../../../../ui/semantic/Modal';
import { ConfirmActions, ConfirmModal } from '../../ConfirmModal';
import { customLicenceSchema, type CustomLicenceValues } from './customLicenceSchema';
import { customLicenceFromValues, customLicenceValues } from './licenceChoices';

export interface CustomLicenceModalProps {
  /** The custom licence being edited; none adds a new one. */
  licence?: FormLicence;
  onSave: (licence: FormLicence) => void;
  onClose: () => void;
}

/**
 * Adds or edits a custom licence (title required, link a valid URL: docs/behaviour.md#validation),
 * checked when saved. Mounted only while open.
 */
export const CustomLicenceModal = ({ licence, onSave, onClose }: CustomLicenceModalProps) => {
  const { t } = useTranslation();
  return (
    <Formik<CustomLicenceValues>
      initialValues={customLicenceValues(licence)}
      validationSchema={customLicenceSchema}
      validateOnChange={false}
      validateOnBlur={false}
      onSubmit={(values) => onSave(customLicenceFromValues(values))}
    >
      {({ handleSubmit }) => (
        <FormSlicesProvider>
          <ConfirmModal
            open
            title={licence ? t('Edit custom license') : t('Add custom license')}
            submitting={false}
            onClose={onClose}
            onSubmit={(event) => {
              // The modal is inside the deposit form in React's tree: keep its submit here.
              event.stopPropagation();
              handleSubmit(event);
            }}
          >
            <Modal.Content className="ui form">
              <TextField name="title" label={t('Title')} required />
              <TextField name="description" label={t('Description')} multiline />
              <TextField name="link" label={t('Link')} type="url" />
            </Modal.Content>
            <ConfirmActions
              submitting={false}
              onCancel={onClose}
              confirmLabel={licence ? t('Save') : t('Add')}
            />
          </ConfirmModal>
        </FormSlicesProvider>
      )}
    </Formik>
  );
};
