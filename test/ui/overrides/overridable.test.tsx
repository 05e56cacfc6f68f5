import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType, ReactNode } from 'react';
import {
  Overridable,
  OverridablePart,
  OverridesProvider,
  type OverrideProps,
  type Overrides,
} from '../../../src/ui/overrides';

interface GreetingProps {
  name: string;
  onGreet?: () => void;
}

const Greeting = ({ name, onGreet }: GreetingProps) => (
  <button type="button" onClick={onGreet}>
    Hello {name}
  </button>
);

const renderGreeting = (overrides?: Overrides, onGreet?: () => void) =>
  render(
    <OverridesProvider overrides={overrides}>
      <Overridable
        overrideId="deposit-form.action.save"
        Default={Greeting}
        name="Ada"
        onGreet={onGreet}
      />
    </OverridesProvider>,
  );

const HostGreeting = ({ name }: OverrideProps<GreetingProps>) => <p>Welcome, {name}</p>;

describe('an overridable part', () => {
  it('is the part itself, with nothing around it, while no override names it', () => {
    const { container } = renderGreeting({ 'deposit-form.action.preview': HostGreeting });
    const { container: plain } = render(<Greeting name="Ada" />);
    expect(container.innerHTML).toBe(plain.innerHTML);
  });

  it.each<[string, Overrides]>([
    ['a bare component', { 'deposit-form.action.save': HostGreeting }],
    ['{replace: component}', { 'deposit-form.action.save': { replace: HostGreeting } }],
  ])("is the host's component in its place, given %s, with the part's props", (_, overrides) => {
    renderGreeting(overrides);
    expect(screen.getByText('Welcome, Ada')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('is left out with {hide: true}', () => {
    const { container } = renderGreeting({ 'deposit-form.action.save': { hide: true } });
    expect(container).toBeEmptyDOMElement();
  });

  it('hands the host the part itself as Default, which it can wrap and which still works', async () => {
    const onGreet = jest.fn();
    const Framed: ComponentType<OverrideProps<GreetingProps>> = ({ Default, ...props }) => (
      <section aria-label="Framed">
        <Default {...props} />
      </section>
    );
    renderGreeting({ 'deposit-form.action.save': Framed }, onGreet);
    const framed = screen.getByRole('region', { name: 'Framed' });
    await userEvent.click(screen.getByRole('button', { name: 'Hello Ada' }));
    expect(framed).toContainElement(screen.getByRole('button', { name: 'Hello Ada' }));
    expect(onGreet).toHaveBeenCalledTimes(1);
  });

  it('takes an inner widget’s overrides over the outer one’s, and the outer ones else', () => {
    const Outer = () => <p>outer</p>;
    const Inner = () => <p>inner</p>;
    render(
      <OverridesProvider
        overrides={{ 'status-banner.banner': Outer, 'share-access.button': Outer }}
      >
        <OverridesProvider overrides={{ 'share-access.button': Inner }}>
          <OverridablePart overrideId="status-banner.banner">banner</OverridablePart>
          <OverridablePart overrideId="share-access.button">button</OverridablePart>
        </OverridesProvider>
      </OverridesProvider>,
    );
    expect(screen.getAllByText(/outer|inner|banner|button/).map((p) => p.textContent)).toEqual([
      'outer',
      'inner',
    ]);
  });

  it('gives a built part to the host as children', () => {
    const Boxed = ({ children }: OverrideProps<{ children?: ReactNode }>) => (
      <div role="note">{children}</div>
    );
    render(
      <OverridesProvider overrides={{ 'deposit-form.panel.access': Boxed }}>
        <OverridablePart overrideId="deposit-form.panel.access">
          <span>Visibility</span>
        </OverridablePart>
      </OverridesProvider>,
    );
    expect(screen.getByRole('note')).toHaveTextContent('Visibility');
  });
});
