/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { STORE_SEARCH_FIELD } from '@/domain/validation/store-search';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { StoreSearchForm } from './store-search-form';

describe('StoreSearchForm', () => {
  it('takes as long a search as the API does, and sends it whole', () => {
    const onSearch = jest.fn();
    renderWithProviders(<StoreSearchForm busy={false} onSearch={onSearch} />);
    const field = screen.getByLabelText('ZIP code, postal code or city') as HTMLInputElement;
    expect(field.maxLength).toBe(STORE_SEARCH_FIELD.max);

    const longest = 'x'.repeat(STORE_SEARCH_FIELD.max);
    fireEvent.change(field, { target: { value: longest } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith({ q: longest }, longest);
  });
});
