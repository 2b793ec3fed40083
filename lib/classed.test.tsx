/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { classed } from './classed';

const Note = classed('p', 'note', { $warning: 'warning' });

describe('classed', () => {
  it('renders the element with its class, then the caller’s', () => {
    render(<Note className="extra">Closed today</Note>);
    expect(screen.getByText('Closed today')).toHaveProperty('className', 'note extra');
    expect(screen.getByText('Closed today').tagName).toBe('P');
  });

  it('adds a variant’s class when its prop is true, and never passes $ props to the DOM', () => {
    const { container } = render(
      <>
        <Note $warning>Sold out</Note>
        <Note $warning={false}>In stock</Note>
      </>,
    );
    expect(screen.getByText('Sold out')).toHaveProperty('className', 'note warning');
    expect(screen.getByText('In stock')).toHaveProperty('className', 'note');
    expect(container.innerHTML).not.toContain('$warning');
  });

  it('hands a wrapped component the $ props that are not its own variants', () => {
    const Inner = ({ $columns, className }: { $columns?: number; className?: string }) => <ul className={className} data-columns={$columns} />;
    const List = classed(Inner, 'list', { $tight: 'tight' });
    const { container } = render(<List $columns={3} $tight />);
    const list = container.querySelector('ul');
    expect(list?.getAttribute('data-columns')).toBe('3');
    expect(list?.className).toBe('list tight');
  });

  it('renders another element in its place with `as`, keeping the class and other props', () => {
    render(
      <Note as="div" id="hours" aria-live="polite">
        Open until 9
      </Note>,
    );
    const element = screen.getByText('Open until 9');
    expect(element.tagName).toBe('DIV');
    expect(element).toHaveProperty('className', 'note');
    expect(element.getAttribute('aria-live')).toBe('polite');
    expect(element.id).toBe('hours');
  });
});
