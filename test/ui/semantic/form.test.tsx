import { createEvent, fireEvent, render, screen } from '@testing-library/react';
import { Form, FormField } from '../../../src/ui/semantic/Form';

describe('the Form drawn by Fomantic’s classes', () => {
  it('hands a submit to its handler and never leaves the page', () => {
    const onSubmit = jest.fn();
    render(
      <Form aria-label="Search" role="search" onSubmit={onSubmit}>
        <input aria-label="Text" />
      </Form>,
    );
    const form = screen.getByRole('search', { name: 'Search' });
    expect(form).toHaveClass('ui', 'form');
    const submit = createEvent.submit(form);
    fireEvent(form, submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('draws a field as Fomantic styles it: required, in error, with the host’s class', () => {
    render(
      <FormField required error className="rdm-extra" data-field="title">
        <label htmlFor="title">Title</label>
        <input id="title" />
      </FormField>,
    );
    const field = screen.getByLabelText('Title').parentElement;
    expect(field).toHaveClass('error', 'required', 'field', 'rdm-extra');
    expect(field).toHaveAttribute('data-field', 'title');
    expect(render(<FormField>x</FormField>).container.firstChild).toHaveAttribute('class', 'field');
  });
});
