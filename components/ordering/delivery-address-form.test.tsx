/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { DeliveryAddressForm } from './delivery-address-form';

function fill(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function submit(name = 'Find restaurants that deliver') {
  fireEvent.click(screen.getByRole('button', { name }));
}

describe('DeliveryAddressForm', () => {
  it('refuses an incomplete address with the SPEC message and marks only the missing fields', () => {
    const onSubmit = jest.fn();
    renderWithProviders(<DeliveryAddressForm busy={false} onSubmit={onSubmit} />);
    fill('Street address', '1200 Main St');
    fill('City', 'Dallas');
    submit();

    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('To order delivery, please enter the full delivery address.');
    expect(screen.getByLabelText('State').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('ZIP code').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Street address').hasAttribute('aria-invalid')).toBe(false);
    expect(screen.getByLabelText('Apt, suite or building (optional)').hasAttribute('aria-invalid')).toBe(false);
  });

  it('treats spaces as empty', () => {
    const onSubmit = jest.fn();
    renderWithProviders(<DeliveryAddressForm busy={false} onSubmit={onSubmit} />);
    for (const [label, value] of [['Street address', '   '], ['City', 'Dallas'], ['State', 'TX'], ['ZIP code', '75201']]) fill(label!, value!);
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Street address').getAttribute('aria-invalid')).toBe('true');
  });

  it('sends a full address, trimmed, without needing the apartment', () => {
    const onSubmit = jest.fn();
    renderWithProviders(<DeliveryAddressForm busy={false} onSubmit={onSubmit} />);
    fill('Street address', ' 1200 Main St ');
    fill('City', 'Dallas');
    fill('State', 'TX');
    fill('ZIP code', '75201 ');
    submit();
    expect(onSubmit).toHaveBeenCalledWith({ street: '1200 Main St', aptSuitBldg: '', city: 'Dallas', state: 'TX', zip: '75201' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('clears the message once the missing fields are filled', () => {
    renderWithProviders(<DeliveryAddressForm busy={false} onSubmit={jest.fn()} />);
    submit();
    expect(screen.getByRole('alert')).toBeTruthy();
    fill('Street address', '1 Main');
    fill('City', 'Dallas');
    fill('State', 'TX');
    fill('ZIP code', '75201');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a ZIP code of the wrong shape with its own message, and sends once it is right', () => {
    const onSubmit = jest.fn();
    renderWithProviders(<DeliveryAddressForm busy={false} onSubmit={onSubmit} />);
    for (const [label, value] of [['Street address', '1200 Main St'], ['City', 'Dallas'], ['State', 'TX'], ['ZIP code', 'M5V 3L9']]) fill(label!, value!);
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('ZIP code').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Not a valid ZIP code')).toBeTruthy();
    fill('ZIP code', '75201-1234');
    expect(screen.queryByText('Not a valid ZIP code')).toBeNull();
    submit();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ zip: '75201-1234' }));
  });

  it('takes a Canadian postal code in Canada, with or without the space, and refuses a US ZIP there', () => {
    const onSubmit = jest.fn();
    renderWithProviders(<DeliveryAddressForm busy={false} onSubmit={onSubmit} />, { locale: 'fr-ca' });
    for (const [label, value] of [['Adresse', '1 rue Bay'], ['Ville', 'Toronto'], ['Province', 'ON'], ['Code postal', '75201']]) fill(label!, value!);
    submit('Trouver les restaurants qui livrent');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText("Ce code postal n'est pas valide")).toBeTruthy();
    fill('Code postal', 'm5v3l9');
    submit('Trouver les restaurants qui livrent');
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ zip: 'M5V3L9' }));
  });

  it('reads Province and Postal code in French Canada, and says the message in French', () => {
    const onSubmit = jest.fn();
    renderWithProviders(<DeliveryAddressForm busy={false} onSubmit={onSubmit} />, { locale: 'fr-ca' });
    expect(screen.getByLabelText('Province')).toBeTruthy();
    expect(screen.getByLabelText('Code postal')).toBeTruthy();
    submit('Trouver les restaurants qui livrent');
    expect(screen.getByRole('alert').textContent).toContain('Pour commander en livraison, veuillez entrer l’adresse de livraison complète.');
  });
});
