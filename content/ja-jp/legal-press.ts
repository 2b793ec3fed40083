import { BRAND, EXTERNAL } from '../brand';
import { legalTerms as enTerms } from '../en/legal';
import { press as enPress } from '../en/press';
import { buildMenuAtAGlance } from '../menu-at-a-glance';
import type { FranchisePage, LegalDocument, PressPage } from '@/domain/content/types';

const N = BRAND.name;

export const legalTerms: LegalDocument = {
  heading: '利用規約',
  updated: enTerms.updated,
  intro: `本規約は、${N}のウェブサイト、モバイルアプリ、オンライン注文、ケータリング見積もり、リワードプログラムのご利用に適用されます。ご利用をもって本規約に同意したものとみなします。`,
  sections: [
    { id: 'ordering', heading: 'オンライン注文', blocks: [
      { type: 'paragraph', text: '価格、メニュー、販売状況は各店舗が定めており、店頭と異なる場合があります。ご注文は注文番号をお受け取りになった時点で確定します。' },
      { type: 'paragraph', text: '受け取り時刻と配達時刻は目安です。店舗がご注文どおりに対応できない場合はご連絡します。' },
    ] },
    { id: 'catering', heading: 'ケータリングの見積もり', blocks: [
      { type: 'paragraph', text: 'ケータリングのお見積もりの有効期限は7日間です。お見積もりを承認してお支払いいただくか、ハウスアカウントが承認された時点でイベントが予約されます。' },
    ] },
    { id: 'rewards', heading: 'リワード', blocks: [
      { type: 'list', items: ['アカウントはお一人様1つまでです。', 'ポイントに現金価値はなく、譲渡できません。', 'ポイントは12か月間ご利用がない場合に失効します。', '30日前の通知により、プログラムを終了または変更することがあります。'] },
    ] },
    { id: 'accounts', heading: 'アカウント', blocks: [
      { type: 'paragraph', text: 'パスワードは他人に知られないよう管理してください。第三者に使われた可能性がある場合は、すぐにお知らせください。' },
    ] },
    { id: 'privacy', heading: 'プライバシー', blocks: [
      { type: 'paragraph', text: 'プライバシーポリシー、CCPAポリシー、クッキーポリシーでは、収集する情報とその理由をご説明しています。これらは本規約の一部です。' },
    ] },
    { id: 'contact', heading: 'お問い合わせ', blocks: [
      { type: 'paragraph', text: `本規約についてのご質問は、お客様窓口 ${BRAND.guestRelationsPhone} までお電話ください。` },
    ] },
  ],
};

export const franchiseInfo: FranchisePage = {
  heading: 'バーベキューレストランのオーナーに',
  intro: `1994年以来、フランチャイズパートナーが${N}をそれぞれの町に届けてきました。現在の店舗数は、時期や開業準備中の店舗によって550〜650店です。`,
  blocks: [
    { type: 'heading', text: 'パートナーになる理由' },
    { type: 'list', items: ['80年以上の歴史を持つレシピとブランド', '開業前にオーナーとスタッフが受けるピットマスター研修', '物件選び、設計、施工のサポート', '初日から使えるケータリングとオンライン注文', '四半期ごとに店舗を訪れるフィールドコーチ'] },
    { type: 'heading', text: '求めるパートナー像' },
    { type: 'paragraph', text: 'おもてなしが好きで、現場の先頭に立ち、地域の一員になりたいオーナー経営者やレストラングループ。' },
  ],
  stats: [
    { label: '創業', value: '1941' },
    { label: 'フランチャイズ開始', value: '1994' },
    { label: '店舗数', value: '650+' },
    { label: '州', value: '44' },
  ],
  cta: { label: 'フランチャイズ資料を請求', url: EXTERNAL.franchise },
};

const releases: Record<number, [title: string, summary: string]> = {
  1: ['Whitlock’s、650店舗目をオープン', 'アイダホ州ボイシの記念すべき店舗により、出店は44州に。'],
  2: ['ホームタウン財団、提供食数100万食を突破', 'フランチャイズパートナーとお客様の協力で、救急隊員への食事が100万食に達しました。'],
  3: ['ミステリーリワード付きの新リワードプログラム', '会員はご注文ごとにポイントを貯め、ご来店を重ねるとサプライズ特典が開きます。'],
  4: ['フランチャイズ30周年', 'シュリーブポートの最初のフランチャイズパートナーがブランドとともに30年を迎えました。'],
};

export const press: PressPage = {
  heading: 'プレス',
  intro: `${N}のニュースとメディア向け資料。取材、写真、炉の見学のご依頼は広報チームまでご連絡ください。`,
  mediaContact: enPress.mediaContact,
  releases: enPress.releases.map((release) => {
    const [title, summary] = releases[release.id] ?? [release.title, release.summary];
    return { ...release, title, summary };
  }),
  releasesCta: { label: 'プレスリリース一覧', url: enPress.releasesCta.url },
  blogCta: { label: 'ブログを読む', url: '/press/blog' },
};

export const menuAtAGlance = buildMenuAtAGlance('ja', {
  heading: 'メニュー一覧',
  intro: '燻製、焼き菓子、ドリンクまで、すべてを1ページに。お肉は量り売りのほか、プレート、サンドイッチ、パックでもご用意しています。',
  footnote: '価格は各店舗が定め、店舗の注文メニューに表示されます。販売メニューは店舗により異なります。',
});
