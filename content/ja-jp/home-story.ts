import { BRAND } from '../brand';
import { home as enHome } from '../en/home';
import { alt, IMAGES } from '../images';
import type { HomeSections, OurStory } from '@/domain/content/types';

const order = { label: '今すぐ注文', url: '/order-now' };

export const home: HomeSections = {
  legitTexasBarbecue: {
    heading: 'ヒッコリーで14時間',
    subheading: '毎日、すべての店舗で、ヒッコリーを使って低温でじっくり燻製。',
    body: '夜明け前に炉に火を入れ、ブリスケットを最長14時間かけて燻製します。1941年から変わらない製法です。近道もガス式スモーカーも使いません。ヒッコリーと塩とこしょう、そして時間だけです。',
    image: alt(IMAGES.pit, 'レンガの炉の横でブリスケットを切り分けるピットマスター'),
    cta: order,
  },
  packs: {
    heading: 'みんなで楽しむパック',
    intro: 'お肉、サイド、ロールパンを温かいままパック。すぐに食卓へ。',
    cards: [
      { id: 1, title: 'ファミリーパック', description: '量り売りのお肉2種、ラージサイド3品、ロールパン6個。4〜6名様向け。', image: alt(IMAGES.familyPack, 'お肉2種、サイド3品、ロールパンのファミリーパック'), cta: order },
      { id: 2, title: 'フィーストパック', description: 'お肉4種、ラージサイド4品、ロールパン12個。試合観戦や親戚の集まりに。10〜12名様向け。', image: alt(IMAGES.feastPack, 'お肉4種、サイド4品、ロールパンのフィーストパック'), cta: order },
      { id: 3, title: 'リブパック', description: 'セントルイス・リブ1ラック、ラージサイド2品、ロールパン。3〜4名様向け。', image: alt(IMAGES.ribsPack, 'ポークリブ1ラックとサイド2品'), cta: order },
    ],
  },
  plates: {
    heading: 'プレート',
    intro: 'すべてのプレートにサイド2品、ロールパン、ピクルス、オニオンが付きます。',
    cards: [
      { id: 1, title: '2ミートプレート', description: 'ブリスケット、プルドポーク、ソーセージ、ターキー、チキン、リブからお好きな2種。', image: alt(IMAGES.twoMeatPlate, 'ブリスケットとソーセージにサイド2品のプレート'), cta: order },
      { id: 2, title: '3ミートプレート', description: 'しっかり食べたい方に。お好きなお肉3種とサイド2品。', image: alt(IMAGES.threeMeatPlate, 'ブリスケット、リブ、プルドポークのプレート'), cta: order },
      { id: 3, title: 'キッズプレート', description: 'お肉1種の小盛り、サイド1品、ドリンク付き。日曜日はお子様無料。', image: alt(IMAGES.kidsPlate, '小さなサンドイッチ、サイド、ドリンクのキッズプレート'), cta: order },
    ],
  },
  socialPhotos: {
    heading: 'あなたのバーベキューをシェアしよう',
    handle: enHome.socialPhotos.handle,
    url: enHome.socialPhotos.url,
    photos: [
      alt(IMAGES.social1, 'テラスでリブのトレーを分け合うお客様'),
      alt(IMAGES.social2, 'スモーカーの横に積まれたヒッコリーの薪'),
      alt(IMAGES.social3, 'バニラアイスをのせたピーチコブラー'),
      alt(IMAGES.social4, 'オフィスランチ用に準備されたケータリングのテーブル'),
    ],
  },
  textBlock: {
    heading: 'バーベキュー80年、ひとつの家族のレシピ',
    body: `${BRAND.shortName}は、テキサス州タイラーの12席のバーベキュースタンドから始まりました。いまでは44州650以上の店舗が、すべてのブリスケットを店内で燻製し、1956年のルース・ホイットロックのレシピでソースを作り続けています。`,
    learnMore: { label: '詳しく見る', url: '/company/our-story' },
  },
};

export const ourStory: OurStory = {
  heading: '私たちの物語',
  intro: '80年、4世代、一度も火を絶やさなかったひとつの炉。',
  paragraphs: [
    '1941年の春、エリとルース・ホイットロックは、テキサス州タイラーの町外れにある12席のバーベキュースタンドに手描きの看板を掲げました。エリが火を守り、ルースがそれ以外のすべてを切り盛りしました。ブリスケットを1ポンド単位で肉屋の紙にのせ、白パン、ピクルス、オニオンを添えて売り、土曜日には行列が街区をぐるりと囲みました。',
    'ホイットロック夫妻にとって、バーベキューは約束でした。毎日新しく燻製すること、本物の薪で燻製すること、そしてすべてのお客様をご近所さんのようにもてなすこと。息子たちは炉を継いだときにその約束を守り、孫たちも1994年にフランチャイズパートナーとレシピを分かち合い始めたときにその約束を守りました。',
    `いま${BRAND.name}は、44州650以上の店舗と海外のいくつかの国でお客様をお迎えしています。どの店舗にも炉があり、ブリスケットは今も店内で燻製され、ソースは今もルースが1956年に書いたレシピカードどおりに作られています。そのカードはタイラーの店舗に額に入れて飾られています。`,
    'ここまで歩んでこられたことを誇りに思います。そして、今も家族のような温かさがあることを、もっと誇りに思います。どうぞ、おかけください。',
  ],
  timelineTitle: 'あゆみ',
  timeline: [
    { year: 1941, title: '最初の火', text: 'エリとルース・ホイットロックが、テキサス州タイラーに12席のバーベキュースタンドを開業。' },
    { year: 1948, title: 'レンガの炉', text: 'エリがレンガの炉を築く。今も創業店でブリスケットを燻製しています。' },
    { year: 1956, title: 'ルースのソース', text: 'ルースがソースのレシピをカードに書き留める。今も同じ作り方です。' },
    { year: 1962, title: '2号店', text: 'テキサス州ロングビューに2号店をオープン。' },
    { year: 1967, title: '次の世代へ', text: '息子のトムとカールが炉と家業を引き継ぐ。' },
    { year: 1978, title: 'お子様無料', text: '日曜日のお子様無料がスタート。今も毎週日曜日に続いています。' },
    { year: 1981, title: 'ケータリングの始まり', text: 'タイラーでの1,200名の結婚式をきっかけにケータリング事業が始まる。' },
    { year: 1988, title: '10店舗に', text: '家族経営の10店舗が東テキサスで営業。' },
    { year: 1994, title: 'フランチャイズ開始', text: 'フランチャイズを開始し、最初のパートナーがルイジアナ州シュリーブポートに開業。' },
    { year: 2001, title: '100店舗目', text: 'オクラホマシティに100店舗目がオープン。' },
    { year: 2008, title: '地域への恩返し', text: 'ホームタウン財団が学校と救急隊員への支援を開始。' },
    { year: 2017, title: '国境を越えて', text: 'カナダに初出店し、続いて海外にも展開。' },
    { year: 2024, title: '650店舗以上', text: '44州で650以上の店舗がお客様をお迎えしています。' },
  ],
};
