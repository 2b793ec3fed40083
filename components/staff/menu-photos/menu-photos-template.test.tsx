/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import { MENU_PHOTO_MAX_BYTES } from '@/domain/menu/photo-messages';
import { ApiError } from '@/lib/api/api-error';
import { fetchMenuPhotos, removeMenuPhoto, uploadMenuPhoto, type MenuPhotoItem, type MenuPhotos } from '@/lib/api/staff-menu-photos';
import { STAFF_MEMBER } from '@/lib/api/testing/wire-staff-lead';
import { MenuPhotosTemplate } from './menu-photos-template';

jest.mock('@/lib/api/staff-menu-photos', () => ({ fetchMenuPhotos: jest.fn(), uploadMenuPhoto: jest.fn(), removeMenuPhoto: jest.fn() }));
jest.mock('@/lib/api/staff', () => ({ staffLogout: jest.fn(async () => undefined) }));

const ADMIN = { ...STAFF_MEMBER, role: 'brand_admin' as const };
const BRISKET: MenuPhotoItem = { id: 5, title: 'Beef Brisket', sections: ['Everyday: Meats by the Pound'], imageUrl: '/images/menu/beef-brisket-lb.svg', upload: null };
const UPLOADED = { at: '2026-11-30T15:00:00Z', by: 'Ada Pit' };
const NAME = '0123456789abcdef01234567';
const PHOTOS: MenuPhotos = { items: [BRISKET, { id: 6, title: 'Sweet Tea', sections: [], imageUrl: null, upload: null }], maxMb: 8 };

beforeEach(() => {
  jest.mocked(fetchMenuPhotos).mockReset();
  jest.mocked(uploadMenuPhoto).mockReset();
  jest.mocked(removeMenuPhoto).mockReset();
});

/** The item's row: the list entry under its heading. */
const row = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('li')!;

function choose(item: string, file: File) {
  fireEvent.change(screen.getByLabelText(`Photo for ${item}`), { target: { files: [file] } });
}

describe('MenuPhotosTemplate', () => {
  it('lists every item with its picture and where it comes from, linked from the console navigation', () => {
    renderWithProviders(<MenuPhotosTemplate staff={ADMIN} photos={PHOTOS} />);
    expect(within(screen.getByRole('navigation', { name: 'Staff console' })).getByRole('link', { name: 'Photos' }).getAttribute('aria-current')).toBe('page');
    const brisket = row('Beef Brisket');
    expect(brisket.textContent).toContain('On the menu: Everyday: Meats by the Pound');
    expect(brisket.textContent).toContain('Default picture');
    expect(brisket.querySelector('img')?.getAttribute('srcset')).toContain('/images/menu/beef-brisket-lb/320.jpg 320w');
    expect(row('Sweet Tea').textContent).toContain('No picture');
    expect(within(brisket).queryByRole('button', { name: 'Remove photo' })).toBeNull();
  });

  it('uploads the chosen photo, then shows the item with its new photo', async () => {
    const withPhoto = { ...BRISKET, imageUrl: `/images/menu/uploads/${NAME}.jpg`, upload: UPLOADED };
    jest.mocked(uploadMenuPhoto).mockResolvedValue(withPhoto);
    jest.mocked(fetchMenuPhotos).mockResolvedValue({ ...PHOTOS, items: [withPhoto, PHOTOS.items[1]!] });
    renderWithProviders(<MenuPhotosTemplate staff={ADMIN} photos={PHOTOS} />);
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'brisket.jpg', { type: 'image/jpeg' });
    choose('Beef Brisket', photo);
    await act(async () => fireEvent.click(within(row('Beef Brisket')).getByRole('button', { name: 'Upload' })));
    expect(uploadMenuPhoto).toHaveBeenCalledWith(expect.anything(), 5, photo);
    expect(screen.getByRole('status').textContent).toBe('The new photo of Beef Brisket is on the menu.');
    const brisket = row('Beef Brisket');
    expect(brisket.querySelector('img')?.getAttribute('srcset')).toContain(`/images/menu/uploads/${NAME}/320.jpg 320w`);
    expect(within(brisket).getByRole('button', { name: 'Remove photo' })).toBeTruthy();
  });

  it('asks for a photo first, refuses one over the limit before sending it, and says why the API refused one', async () => {
    jest.mocked(uploadMenuPhoto).mockRejectedValue(new ApiError(415, 'not a photo', { code: 'staff_menu_photo_file_type_refused' }));
    renderWithProviders(<MenuPhotosTemplate staff={ADMIN} photos={PHOTOS} />);
    await act(async () => fireEvent.click(within(row('Beef Brisket')).getAllByRole('button')[0]!));
    expect(within(row('Beef Brisket')).getByRole('alert').textContent).toBe('Choose a photo for Beef Brisket first.');
    choose('Beef Brisket', new File([new Uint8Array(MENU_PHOTO_MAX_BYTES + 1)], 'huge.jpg', { type: 'image/jpeg' }));
    await act(async () => fireEvent.click(within(row('Beef Brisket')).getAllByRole('button')[0]!));
    expect(uploadMenuPhoto).not.toHaveBeenCalled();
    expect(within(row('Beef Brisket')).getByRole('alert').textContent).toBe('The photo is larger than 8 MB: choose a smaller one.');
    choose('Beef Brisket', new File(['%PDF-1.7'], 'menu.jpg', { type: 'image/jpeg' }));
    await act(async () => fireEvent.click(within(row('Beef Brisket')).getAllByRole('button')[0]!));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('This file is not a JPEG, PNG, WebP or AVIF photo.');
  });

  it('finds an item by its name', () => {
    renderWithProviders(<MenuPhotosTemplate staff={ADMIN} photos={PHOTOS} />);
    fireEvent.change(screen.getByLabelText('Find an item'), { target: { value: 'tea' } });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Sweet Tea']);
    fireEvent.change(screen.getByLabelText('Find an item'), { target: { value: 'ribs' } });
    expect(screen.getByText('No item matches “ribs”.')).toBeTruthy();
  });
});
