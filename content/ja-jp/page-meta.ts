import { BRAND, TALK_TO_PATH, WORK_FOR_PATH } from '../brand';
import { IMAGES } from '../images';
import { buildMetaTable } from '../page-meta-builder';

const S = BRAND.shortName;
const catering: [string, string] = ['ケータリング', '/catering'];
const company: [string, string] = ['会社情報', '/company/our-story'];
const contact: [string, string] = ['お問い合わせ', TALK_TO_PATH];
const press: [string, string] = ['プレス', '/press'];
const blog: [string, string] = ['ブログ', '/press/blog'];
const locations: [string, string] = ['店舗', '/locations'];
const account: [string, string] = ['マイプロフィール', '/user-profile'];

export const pageMeta = buildMetaTable('ホーム', BRAND.name, {
  '/': { title: '1941年から続く本格テキサス・バーベキュー', description: `ヒッコリーで燻製したブリスケット、リブ、プルドポークを毎日すべての店舗で。${S}のオンライン注文でお持ち帰りやデリバリーをどうぞ。`, keywords: 'バーベキュー, BBQ, ブリスケット, リブ, プルドポーク, テキサス, オンライン注文', trail: [] },
  '/menu': { title: 'メニュー', description: '量り売りのお肉、プレート、サンドイッチ、ファミリーパック、手作りのサイドとデザート。', keywords: 'バーベキューメニュー, ブリスケット, リブ, サイド', trail: [['メニュー', '/menu']] },
  '/order-now': { title: '今すぐ注文', description: 'お近くの店舗でお持ち帰りまたはデリバリーのご注文を始めましょう。', keywords: 'バーベキュー オンライン注文, テイクアウト, デリバリー', trail: [['今すぐ注文', '/order-now']] },
  '/locations': { title: '店舗', description: `お近くの${S}を探す：650以上の店舗の営業時間、道順、電話番号、オンライン注文。`, keywords: 'バーベキュー 近く, 店舗一覧', trail: [locations] },
  '/locations/[state]': { title: '[state]のバーベキュー', description: `[state]の${S}全店舗。営業時間、道順、オンライン注文。`, keywords: 'バーベキュー [state]', trail: [locations, ['[state]', '/locations/[state]']] },
  '/locations/[state]/[city]': { title: '[city]（[state]）のバーベキュー', description: `[city]（[state]）の${S}：営業時間、道順、オンライン注文。`, keywords: 'バーベキュー [city]', trail: [locations, ['[state]', '/locations/[state]'], ['[city]', '/locations/[state]/[city]']] },
  '/locations/[state]/[city]/[store]': { title: '[store]｜[city]（[state]）のバーベキュー', description: '[store]の営業時間、道順、電話番号。ヒッコリー燻製のバーベキューをオンラインで注文できます。', keywords: 'バーベキュー [city], [store]', trail: [locations, ['[state]', '/locations/[state]'], ['[city]', '/locations/[state]/[city]'], ['[store]', '/locations/[state]/[city]/[store]']] },
  '/catering': { title: 'バーベキューケータリング', description: '10名様から1万名様まで。ボックスランチ、温かいビュッフェ、スタッフ付きのイベントまで、当日燻製でお届けします。', keywords: 'バーベキュー ケータリング, 会社 ランチ ケータリング, ウェディング', trail: [catering], image: IMAGES.ogCatering },
  '/catering/services': { title: 'ケータリングサービス', description: 'ボックスランチ、お持ち帰りトレー、配達ビュッフェ、フルサービス。人数に合わせてご用意します。', keywords: 'ケータリングサービス, ビュッフェ, ボックスランチ', trail: [catering, ['ケータリングサービス', '/catering/services']], image: IMAGES.ogCatering },
  '/catering/faq': { title: 'ケータリングよくある質問', description: '注文の期限、1人あたりの量、配達、設営、お支払いなど、ケータリングのご質問にお答えします。', keywords: 'ケータリング 質問, 1人あたり 量', trail: [catering, ['よくある質問', '/catering/faq']], image: IMAGES.ogCatering },
  '/catering/feedback': { title: 'ケータリングのご感想', description: 'ケータリングはいかがでしたか。料理、サービス、時間どおりだったかを評価してください。店舗の責任者がすべて拝読します。', keywords: 'ケータリング 感想, アンケート', trail: [catering, ['ご感想', '/catering/feedback']], image: IMAGES.ogCatering },
  '/catering/contest': { title: 'ケータリングキャンペーン', description: 'ケータリングキャンペーンにご応募ください。イベントの内容と、私たちがケータリングすべき理由をお聞かせください。応募はシーズンごとにメールアドレス1件につき1回です。', keywords: 'ケータリング キャンペーン, 当選, バーベキュー', trail: [catering, ['キャンペーン', '/catering/contest']], image: IMAGES.ogCatering },
  '/get-a-quote': { title: 'ケータリングの見積もり', description: 'イベントの内容をお知らせください。通常1営業日以内に店舗からお見積もりをお送りします。', keywords: 'ケータリング 見積もり, 料金', trail: [catering, ['見積もりを依頼', '/get-a-quote']], image: IMAGES.ogCatering },
  '/quote': { title: 'お見積もり', description: 'お見積もりの内容を確認し、注文を調整してイベントを確定しましょう。', keywords: 'ケータリング 見積もり', trail: [catering, ['お見積もり', '/quote']], image: IMAGES.ogCatering },
  '/company/our-story': { title: '私たちの物語', description: `1941年、テキサス州タイラーの12席の小さなバーベキュースタンドから、44州650店舗以上へ。${S}の歩み。`, keywords: 'バーベキューの歴史, 家族経営, 1941年創業', trail: [company, ['私たちの物語', '/company/our-story']] },
  '/company/meet-our-team': { title: 'チーム紹介', description: 'ピットマスターからフランチャイズオーナーまで、炉の火を守る仲間たち。', keywords: '経営陣, ピットマスター', trail: [company, ['チーム紹介', '/company/meet-our-team']] },
  [WORK_FOR_PATH]: { title: `${S}で働く`, description: 'じっくり燻製するバーベキューのチームに加わりませんか。柔軟なシフト、勤務中の無料まかない、成長のチャンス。', keywords: '飲食店 求人, 採用情報', trail: [company, ['採用情報', WORK_FOR_PATH]] },
  '/company/nutritional': { title: '栄養成分', description: 'お肉、サイド、デザートのカロリー、脂質、ナトリウム、炭水化物、たんぱく質。', keywords: '栄養成分, カロリー', trail: [company, ['栄養成分', '/company/nutritional']] },
  '/promos/current-deals': { title: 'キャンペーン', description: '日曜日はお子様無料、平日ランチスペシャル、ファミリーパックのお得な日など。', keywords: 'バーベキュー キャンペーン, お子様無料', trail: [['キャンペーン', '/promos/current-deals']] },
  '/promos/loyalty': { title: 'リワード', description: 'ご注文ごとにポイントが貯まり、無料のバーベキューと交換できます。入会無料。', keywords: 'ポイントプログラム, リワード', trail: [['リワード', '/promos/loyalty']] },
  [TALK_TO_PATH]: { title: `${S}へのご意見`, description: 'ご来店の感想をお聞かせください。すべてのメッセージにスタッフが目を通します。', keywords: 'お問い合わせ, カスタマーサービス', trail: [contact] },
  '/contact/general-feedback': { title: 'ご意見・ご感想', description: 'アイデア、お褒めの言葉、ご不満など、お気軽にお送りください。', keywords: 'ご意見, お問い合わせ', trail: [contact, ['ご意見・ご感想', '/contact/general-feedback']] },
  '/contact/ccpa-privacy-form': { title: 'CCPAプライバシー請求', description: 'カリフォルニア州にお住まいの方は、個人情報の開示、訂正、削除を請求できます。', keywords: 'CCPA 請求, プライバシー', trail: [contact, ['CCPAプライバシー請求', '/contact/ccpa-privacy-form']] },
  '/contact/do-not-sell-my-personal-information': { title: '個人情報の販売・共有を拒否する', description: '個人情報の販売または共有をオプトアウトできます。', keywords: '販売拒否, プライバシー', trail: [contact, ['販売・共有の拒否', '/contact/do-not-sell-my-personal-information']] },
  '/legal/terms-and-conditions': { title: '利用規約', description: `${S}のウェブサイト、アプリ、リワードプログラムのご利用に適用される規約です。`, keywords: '利用規約', trail: [['利用規約', '/legal/terms-and-conditions']] },
  '/franchise-info': { title: 'フランチャイズ情報', description: '80年以上のノウハウと30年のフランチャイズ実績に支えられたバーベキューレストランのオーナーに。', keywords: 'バーベキュー フランチャイズ, 独立開業', trail: [['フランチャイズ情報', '/franchise-info']] },
  '/press': { title: 'プレス', description: `${BRAND.name}のニュース、メディア向け資料、広報窓口。`, keywords: 'プレス, ニュース, メディア', trail: [press] },
  '/press/blog': { title: 'ブログ', description: 'ピットからの便り：レシピ、ピットマスターのコツ、店舗のニュース。', keywords: 'バーベキュー ブログ, 燻製のコツ', trail: [press, blog], image: IMAGES.ogBlog },
  '/press/blog/page/[page]': { title: 'ブログ（[page]ページ）', description: 'ピットからの便りをもっと：レシピ、コツ、店舗のニュース。', keywords: 'バーベキュー ブログ', trail: [press, blog, ['[page]ページ', '/press/blog/page/[page]']], image: IMAGES.ogBlog },
  '/press/blog/[slug]': { title: '[title]', description: '[excerpt]', keywords: 'バーベキュー ブログ', trail: [press, blog, ['[title]', '/press/blog/[slug]']], image: IMAGES.ogBlog },
  '/sitemap': { title: 'サイトマップ', description: 'サイト内のすべてのページを一覧でご覧いただけます。', keywords: 'サイトマップ', trail: [['サイトマップ', '/sitemap']] },
  '/login': { title: 'ログイン', description: 'ログインすると注文がスムーズになり、リワードが貯まります。', keywords: 'ログイン', trail: [['ログイン', '/login']] },
  '/signup': { title: '会員登録', description: 'アカウントを作成して、ご注文ごとにポイントを貯めましょう。', keywords: '会員登録, アカウント作成', trail: [['会員登録', '/signup']] },
  '/cart': { title: 'カート', description: 'お会計の前にご注文内容をご確認ください。', keywords: 'カート', trail: [['カート', '/cart']] },
  '/user-profile': { title: 'マイプロフィール', description: 'お客様情報、住所、保存済みのカード。', keywords: 'プロフィール', trail: [account] },
  '/user-profile/my-orders': { title: '注文履歴', description: '過去のご注文と予定のご注文。', keywords: '注文履歴', trail: [account, ['注文履歴', '/user-profile/my-orders']] },
  '/user-profile/loyalty': { title: 'マイリワード', description: 'ポイントとリワード。', keywords: 'リワード', trail: [account, ['マイリワード', '/user-profile/loyalty']] },
  '/404': { title: 'ページが見つかりません', description: 'お探しのページは見つかりませんでした。移動したか、リンクが間違っている可能性があります。', keywords: '見つかりません', trail: [] },
  '/_error': { title: 'エラーが発生しました', description: '申し訳ありません。問題が発生しました。しばらくしてからもう一度お試しください。', keywords: 'エラー', trail: [] },
});
