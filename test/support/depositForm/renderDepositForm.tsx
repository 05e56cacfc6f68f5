import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import type { EditorControllerState } from '../../../src/core/editor/types';
import { useFormActions, useFormError, useFormValue } from '../../../src/ui/fields';
import { createI18n } from '../../../src/ui/i18n/createI18n';
import { DepositForm, type DepositFormProps } from '../../../src/widgets/deposit-form/DepositForm';
import {
  createFakeEditorController,
  type FakeControllerOptions,
  type FakeEditorController,
} from './fakeEditorController';

/** A plain title input bound to the form, standing in for the fields slot. */
export const TitleField = () => {
  const value = useFormValue<string | undefined>('metadata.title');
  const error = useFormError('metadata.title') as string | undefined;
  const { setFieldValue } = useFormActions();
  return (
    <div className="field">
      <label htmlFor="test-title">Title</label>
      <input
        id="test-title"
        name="metadata.title"
        value={value ?? ''}
        onChange={(event) => setFieldValue('metadata.title', event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'test-title-error' : undefined}
      />
      {error && <p id="test-title-error">{error}</p>}
    </div>
  );
};

export type RenderDepositFormOptions = Partial<Omit<DepositFormProps, 'controller'>> & {
  state?: Partial<EditorControllerState>;
  fake?: FakeControllerOptions;
};

/** The deposit form over a fake controller, a title field and a recording navigate. */
export const renderDepositForm = ({
  state,
  fake,
  children = <TitleField />,
  ...props
}: RenderDepositFormOptions = {}) => {
  const controller: FakeEditorController = createFakeEditorController(state, fake);
  const navigate = jest.fn<void, [string]>();
  const user = userEvent.setup();
  const view = render(
    <I18nextProvider i18n={createI18n()}>
      <DepositForm
        controller={controller}
        navigate={navigate}
        onChangeCommunity={jest.fn()}
        {...props}
      >
        {children}
      </DepositForm>
    </I18nextProvider>,
  );
  return { ...view, controller, navigate, user };
};
