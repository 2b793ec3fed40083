/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render-with-providers';
import type { LocaleTag } from '@/domain/markets';
import { CcpaTemplate, PrivacyPolicyTemplate } from './privacy-pages';

const REQUESTORS = [{ name: 'consumer', label: 'Me' }];
const linkNames = () => screen.getAllByRole('link').map((link) => link.textContent);

describe('CcpaTemplate', () => {
  it.each([
    ['en-us', 'Privacy request (CCPA/CPRA)', /California Consumer Privacy Act/, 'know', 'Know what personal information you hold about me'],
    ['fr-ca', 'Demande relative aux renseignements personnels (LPRPDE et Loi 25)', /au Québec, la Loi 25/, 'withdrawConsent', 'Retirer mon consentement'],
    ['pt-br', 'Solicitação sobre dados pessoais (LGPD)', /Lei Geral de Proteção de Dados Pessoais/, 'sharingInfo', 'Saber com quem vocês compartilham meus dados pessoais'],
    ['es-mx', 'Solicitud sobre datos personales (LFPDPPP)', /Particulares/, 'object', 'Oponerme al uso de mis datos personales'],
    ['en-pk', 'Privacy request', /^You may make the requests below/, 'access', 'Access the personal information you hold about me'],
  ] as const)('%s names its law and labels its rights in the page’s language', (locale, title, intro, right, label) => {
    renderWithProviders(<CcpaTemplate breadcrumbs={[]} requestTypes={[{ name: right, label: 'from the API' }]} requestorTypes={REQUESTORS} />, { locale });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText(intro)).toBeTruthy();
    expect(screen.getByRole('option', { name: label })).toBeTruthy();
  });

  it.each([
    ['en-us', true],
    ['en-ca', false],
    ['ja-jp', false],
  ] as const)('%s links the California notice: %s', (locale: LocaleTag, ccpa) => {
    renderWithProviders(<CcpaTemplate breadcrumbs={[]} requestTypes={[]} requestorTypes={REQUESTORS} />, { locale });
    expect(linkNames().some((name) => /CCPA/.test(name ?? ''))).toBe(ccpa);
  });
});

describe('PrivacyPolicyTemplate', () => {
  it('in ja-JP names the APPI and lists the rights it gives, with GPC honoured and the request form linked', () => {
    renderWithProviders(<PrivacyPolicyTemplate />, { locale: 'ja-jp' });
    expect(screen.getByRole('heading', { level: 1, name: 'プライバシーポリシー（個人情報保護法）' })).toBeTruthy();
    expect(screen.getByText(/個人情報の保護に関する法律（個人情報保護法・APPI）/)).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['保有個人データの開示', '私の個人情報の訂正', '私の個人情報の削除', '私の個人情報の利用停止・第三者提供の停止']);
    expect(screen.getByRole('heading', { name: 'グローバル・プライバシー・コントロール' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '個人情報に関する請求をする' }).getAttribute('href')).toBe('/jp/ja/contact/ccpa-privacy-form');
    expect(screen.queryByText(/CCPA/)).toBeNull();
  });

  it('under the general policy names no law', () => {
    renderWithProviders(<PrivacyPolicyTemplate />, { locale: 'en-pk' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeTruthy();
    expect(screen.getByText(/We never sell it\./)).toBeTruthy();
  });
});
