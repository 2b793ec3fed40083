/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import { UiProvider, useUi } from './ui-context';
import { loadVisitorUser } from './visitor';

jest.mock('./visitor', () => ({
  ...jest.requireActual('./visitor'),
  loadVisitorUser: jest.fn(async () => ({ firstName: 'Ada', spendablePoints: 12 })),
}));

function Greeting() {
  const { user, userPending } = useUi();
  return <p>{userPending ? 'pending' : user ? `Hi ${user.firstName}` : 'signed out'}</p>;
}

describe('UiProvider on a page that brings no user', () => {
  afterEach(() => {
    document.cookie = 'jwt_token=; Max-Age=0; Path=/';
    jest.mocked(loadVisitorUser).mockClear();
  });

  it('reads the signed-in diner in the browser after load', async () => {
    document.cookie = 'jwt_token=abc; Path=/';
    render(<UiProvider locale="fr-ca"><Greeting /></UiProvider>);
    expect(await screen.findByText('Hi Ada')).toBeTruthy();
    expect(loadVisitorUser).toHaveBeenCalledWith('fr-ca');
  });

  it('is signed out without a session cookie, and asks nothing', async () => {
    render(<UiProvider><Greeting /></UiProvider>);
    await waitFor(() => expect(screen.getByText('signed out')).toBeTruthy());
    expect(loadVisitorUser).not.toHaveBeenCalled();
  });

  it('takes the page\'s own summary when it brings one', () => {
    document.cookie = 'jwt_token=abc; Path=/';
    render(<UiProvider user={null}><Greeting /></UiProvider>);
    expect(screen.getByText('signed out')).toBeTruthy();
    expect(loadVisitorUser).not.toHaveBeenCalled();
  });
});
