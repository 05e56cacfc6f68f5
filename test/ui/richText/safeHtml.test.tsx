import { render, screen } from '@testing-library/react';
import { SafeHtml } from '../../../src/ui/richText';

describe('SafeHtml', () => {
  it('renders the allowed markup as elements', () => {
    render(<SafeHtml html="<p>Read <strong>this</strong> first</p><ul><li>one</li></ul>" />);
    expect(screen.getByText('this').tagName).toBe('STRONG');
    expect(screen.getByRole('listitem')).toHaveTextContent('one');
  });

  it('renders hostile markup harmlessly', () => {
    const { container } = render(
      <SafeHtml html={'<img src="x" onerror="alert(1)"><script>alert(2)</script><p>ok</p>'} />,
    );
    expect(container.querySelector('img, script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(screen.getByText('ok')).toBeInTheDocument();
  });

  it('renders links that open safely in a new tab, without javascript: targets', () => {
    render(
      <SafeHtml html='<a href="https://example.org">site</a> <a href="javascript:alert(1)">bad</a>' />,
    );
    expect(screen.getByRole('link', { name: 'site' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(screen.getByRole('link', { name: 'site' })).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('link', { name: 'bad' })).toBeNull();
  });

  it('renders inline as a span with the given class', () => {
    const { container } = render(<SafeHtml as="span" className="note" html="<em>x</em>" />);
    expect(container.firstElementChild?.tagName).toBe('SPAN');
    expect(container.firstElementChild).toHaveClass('note');
  });
});
