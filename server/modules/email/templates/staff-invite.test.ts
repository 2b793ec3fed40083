import type { LocaleTag } from '@/domain/markets';
import { INVITE_LINK_HOURS } from '@/domain/staff/team';
import { renderStaffInvite, staffInviteLink, type StaffInviteInput } from './staff-invite';

const input: StaffInviteInput = {
  to: 'rosa@whitlocks.example',
  firstName: 'Rosa <b>',
  inviter: 'Avery Admin',
  role: 'store_manager',
  brandName: "Whitlock's",
  locale: 'en-us',
  token: 'abc_DEF-123',
  storefrontUrl: 'http://storefront.test',
};

describe('renderStaffInvite', () => {
  it.each<[LocaleTag, string, string, string]>([
    ['en-us', "You are invited to the Whitlock's staff console", 'as store manager', `expires in ${INVITE_LINK_HOURS} hours`],
    ['fr-ca', "Vous êtes invité à la console du personnel de Whitlock's", 'en tant que gérant du restaurant', `expire dans ${INVITE_LINK_HOURS} heures`],
    ['ja-jp', "Whitlock's スタッフコンソールへのご招待", '店舗マネージャーとして', `${INVITE_LINK_HOURS}時間後に期限切れ`],
    ['es-mx', "Te invitaron a la consola del personal de Whitlock's", 'como gerente del restaurante', `vence en ${INVITE_LINK_HOURS} horas`],
    ['pt-br', "Você foi convidado para o console da equipe de Whitlock's", 'como gerente do restaurante', `expira em ${INVITE_LINK_HOURS} horas`],
  ])('writes %s with the link of its market', (locale, subject, role, expiry) => {
    const mail = renderStaffInvite({ ...input, locale });
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(role);
    expect(mail.text).toContain(expiry);
    expect(mail.text).toContain(staffInviteLink(input.storefrontUrl, locale, input.token));
  });

  it('puts the token in the fragment of the market’s invitation page, and escapes names in the HTML', () => {
    expect(staffInviteLink('http://storefront.test', 'fr-ca', 'a b')).toBe('http://storefront.test/ca/fr/staff/invite#token=a%20b');
    const mail = renderStaffInvite(input);
    expect(mail.html).toContain('Rosa &lt;b&gt;');
    expect(mail.html).not.toContain('Rosa <b>');
  });
});
