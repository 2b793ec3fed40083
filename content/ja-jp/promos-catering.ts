import { BRAND } from '../brand';
import { catering as enCatering, cateringServices as enServices } from '../en/catering';
import { currentDeals as enDeals } from '../en/promos';
import { alt } from '../images';
import type { CateringPage, CateringServicesPage, DealsPage, FaqPage, LoyaltyPromotion } from '@/domain/content/types';

const order = { label: '今すぐ注文', url: '/order-now' };
const quote = { label: '見積もりを依頼', url: '/get-a-quote' };

const deals: Record<number, { title: string; description: string; terms: string; cta: { label: string; url: string }; imageText: string }> = {
  1: { title: '日曜日はお子様無料', description: '毎週日曜日、大人のプレート1つにつきキッズプレート1つが無料。1978年から続いています。', terms: '店内飲食とお持ち帰りが対象。12歳以下のお子様。大人のプレート1つにつきキッズプレート1つまで。ケータリングは対象外。', cta: { label: '店舗を探す', url: '/locations' }, imageText: 'キッズプレートを持って笑う子ども' },
  2: { title: '平日ランチスペシャル', description: 'サンドイッチ、サイド、ドリンクのセット。月曜〜金曜の10:30〜14:00。', terms: '一部店舗のみ。価格は店舗により異なります。他の割引との併用不可。', cta: order, imageText: 'サンドイッチ、サイド、スイートティー' },
  3: { title: 'ファミリーパック火曜日', description: '毎週火曜日はファミリーパックがお得。オンラインでもカウンターでも。', terms: '一部店舗のみ。なくなり次第終了。', cta: order, imageText: 'ピクニックテーブルの上のファミリーパック' },
  4: { title: 'アプリでポイント2倍', description: 'アプリでの最初の3回のご注文はリワードポイントが2倍。', terms: 'リワード会員限定。ポイントは受け取りまたは配達から24時間以内に付与されます。', cta: { label: 'リワードに入会', url: '/promos/loyalty' }, imageText: 'リワードアプリを表示したスマートフォン' },
};

export const currentDeals: DealsPage = {
  heading: 'キャンペーン',
  intro: 'おいしいバーベキューに大金は要りません。今月のおすすめはこちら。',
  deals: enDeals.deals.map((deal) => {
    const ja = deals[deal.id];
    if (!ja) return deal;
    const { imageText, ...text } = ja;
    return { ...deal, ...text, image: alt(deal.image, imageText) };
  }),
};

export const loyaltyPromotion: LoyaltyPromotion = {
  heading: BRAND.rewardsTitle,
  intro: 'ご注文ごとにポイントが貯まり、無料のバーベキューと交換できます。入会は無料、1分で完了します。',
  steps: [
    { id: 1, title: '入会', text: 'ウェブまたはアプリで登録。ウェルカム特典として無料のサイドをプレゼントします。' },
    { id: 2, title: '貯める', text: '店舗、オンライン、アプリで、[unit]のお買い上げごとに[rate]ポイント。' },
    { id: 3, title: '使う', text: 'ポイントをお肉、サイド、デザート、プレートと交換。途中でミステリーリワードにも出会えます。' },
  ],
  perks: ['お誕生日に無料デザート', 'ご来店を重ねると開くミステリーリワード', '紹介したお友だちが注文するとボーナスポイント', '毎月の会員限定キャンペーン'],
  joinCta: { label: '会員登録', url: '/signup' },
  signInCta: { label: 'ログイン', url: '/login' },
  terms: 'ポイントに現金価値はなく、12か月間ご利用がない場合は失効します。リワードはケータリングのご注文には使えません。プログラムは予告なく変更される場合があります。詳しくは利用規約をご覧ください。',
};

export const catering: CateringPage = {
  heading: 'バーベキューケータリング',
  intro: `10名のオフィスランチから1,000名のウェディングまで。${BRAND.shortName}のケータリングは、じっくり燻製したバーベキューを温かいまま、時間どおりにお届けします。`,
  highlights: [
    { id: 1, title: 'イベント当日に燻製', text: 'お肉はイベント当日の朝に炉から出したもの。前日に作り置きはしません。' },
    { id: 2, title: 'どんな規模、どんな場所でも', text: 'ボックスランチ、お持ち帰りトレー、配達ビュッフェ、スタッフ付きのフルサービス。' },
    { id: 3, title: '最初から最後まで一人の担当者', text: '地元のケータリングプランナーが細部まで確認し、予定が変わっても対応します。' },
  ],
  quoteCta: quote,
  servicesCta: { label: 'サービスを見る', url: enCatering.servicesCta.url },
};

const services: Record<number, [title: string, description: string, serves: string, imageText: string]> = {
  1: ['ボックスランチ', 'サンドイッチ、サイド、クッキー、ピクルスを1人分ずつ箱詰め。ご希望があればお名前を記入します。', '10〜500名様', 'サンドイッチとサイドのボックスランチ'],
  2: ['お持ち帰りトレー', 'お肉とサイドを温かいトレーに詰めて、ご都合の時間にカウンターでお渡し。大人数の食事にいちばん手軽です。', '10〜150名様', 'お持ち帰り用に梱包されたケータリングトレー'],
  3: ['配達ビュッフェ', '配達してチェーフィングディッシュと配膳ラインを設営し、後ほど器材を回収します。', '20〜1,000名様', 'チェーフィングディッシュが並ぶ温かいビュッフェ'],
  4: ['フルサービスイベント', 'スタッフがゲストに料理をお出しし、ビュッフェを補充し、後片付けまで行います。ピットマスターの派遣も可能です。', '50名様以上', '屋外イベントでゲストに料理を出すスタッフ'],
};

export const cateringServices: CateringServicesPage = {
  heading: 'ケータリングサービス',
  intro: 'イベントに合ったスタイルをお選びください。どのプランにも皿、ナプキン、カトラリー、取り分け用具が付きます。',
  services: enServices.services.map((service) => {
    const [title, description, serves, imageText] = services[service.id] ?? [service.title, service.description, service.serves, service.image.alternativeText];
    return { ...service, title, description, serves, image: alt(service.image, imageText) };
  }),
  cta: quote,
};

export const cateringFaq: FaqPage = {
  heading: 'ケータリングよくある質問',
  intro: `ほかにご質問があれば、ケータリング専用ダイヤル ${BRAND.cateringPhone} までお電話ください。`,
  entries: [
    { id: 1, question: 'どのくらい前に注文すればよいですか？', answer: 'お持ち帰りトレーとボックスランチは24時間前、配達ビュッフェは48時間前、フルサービスイベントは2週間前までにご注文ください。直前のご注文もできる限り対応します。' },
    { id: 2, question: '1人あたりどのくらいの量を用意すればよいですか？', answer: '大人1人あたりお肉約3分の1ポンド（約150g）とサイド2品が目安です。食欲、時間帯、ほかの料理に合わせて担当プランナーが調整します。' },
    { id: 3, question: '配達はできますか？', answer: 'はい。ほとんどの店舗が約40km圏内に配達します。配達料はお見積もりに記載されます。' },
    { id: 4, question: '食事制限に対応できますか？', answer: 'スモークターキーやチキン、野菜のサイド、グルテンフリーの選択肢があります。アレルギーは見積もり依頼にご記入いただければ、プランナーがご提案します。' },
    { id: 5, question: '支払い方法は？', answer: 'お見積もりを承認する際にオンラインでカード決済ができます。法人のお客様は請求書払い（ハウスアカウント）もご相談ください。' },
    { id: 6, question: '注文の変更やキャンセルはできますか？', answer: 'イベントの48時間前までは変更無料です。24時間以内のキャンセルは、すでに準備した料理の代金をいただく場合があります。' },
    { id: 7, question: 'ホリデー向けのメニューはありますか？', answer: 'はい。9月中旬から1月中旬まで、スモークターキー、スパイラルハム、ホリデー向けサイドのご注文を承ります。' },
  ],
};
