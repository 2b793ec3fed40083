import { BRAND, WORK_FOR_PATH } from '../brand';
import { meetOurTeam as enTeam } from '../en/company';
import { alt } from '../images';
import { NUTRITION_FACTS } from '../nutrition-facts';
import type { JobsPage, NutritionPage, TeamPage } from '@/domain/content/types';

const people: Record<number, [name: string, role: string, bio: string, photoText: string]> = {
  1: ['ローラ・ホイットロック＝レイエス', '最高経営責任者', 'エリとルースのひ孫。15歳でレジ係として働き始め、2016年から会社を率いています。今も毎月1回、土曜日に店舗のシフトに入っています。', '最高経営責任者のポートレート'],
  2: ['マーカス・ベル', 'チーフ・ピットマスター', 'すべての新人ピットマスターを指導し、これまでに20万本以上のブリスケットを燻製してきました。従うのは火だけ。コーヒーの前は誰の言うことも聞きません。', 'チーフ・ピットマスターのポートレート'],
  3: ['ダナ・オカフォー', '料理開発担当副社長', 'サイドメニューや季節限定メニューを開発し、新しいレシピはすべて店舗の厨房で試してからメニューに加えます。', '料理開発担当副社長のポートレート'],
  4: ['ウォルト・キムラ', 'フランチャイズ開発担当副社長', 'サポートセンターに加わる前は12年間フランチャイズオーナーでした。新しいパートナーの物件探し、チームづくり、開業を支えています。', 'フランチャイズ開発担当副社長のポートレート'],
  5: ['ローサ・デルガド', 'ケータリング部長', '10名の役員ランチから6,000名のスタジアムイベントまで手がけてきました。彼女のチームは週7日ケータリングのお電話に対応しています。', 'ケータリング部長のポートレート'],
  6: ['サミュエル・パク', 'ホームタウン財団 理事', '出店している町で学校のプログラムを支援し、救急隊員に食事を届ける財団を率いています。', '財団理事のポートレート'],
};

export const meetOurTeam: TeamPage = {
  heading: 'チーム紹介',
  intro: 'ピットマスター、調理スタッフ、プランナー、パートナー。炉の火を守る仲間たちです。',
  members: enTeam.members.map((member) => {
    const [name, role, bio, photoText] = people[member.id] ?? [member.name, member.role, member.bio, member.photo.alternativeText];
    return { ...member, name, role, bio, photo: alt(member.photo, photoText) };
  }),
};

export const workForUs: JobsPage = {
  heading: `${BRAND.shortName}で働く`,
  intro: 'おいしいバーベキューには忍耐が必要です。良いチームづくりも同じです。人に食事を届けることが好きな人を大切に育てます。',
  blocks: [
    { type: 'paragraph', text: '初めてのアルバイトを探している方も、学業と両立できる柔軟なシフトを希望する方も、いつか自分の店を任されたい方も、炉のそばにあなたの居場所があります。' },
    { type: 'paragraph', text: '店長の多くはクルーからスタートしました。ブリスケットの下処理からケータリングイベントの運営まで技術をお教えし、社内からの昇進を大切にしています。' },
  ],
  benefitsTitle: '待遇・福利厚生',
  benefits: ['柔軟なシフトと週払い', '勤務ごとの無料まかない', 'ピットマスター研修と認定', '勤続6か月からの学費支援', 'フルタイム従業員向けの医療・歯科・眼科保険', '勤続年数に応じて増える有給休暇'],
  openings: [
    { id: 1, title: 'クルー', kind: 'フルタイム／パートタイム', description: 'お客様をお迎えし、プレートを盛り付け、店内を清潔に保つお仕事です。未経験歓迎。' },
    { id: 2, title: 'ピットクック', kind: 'フルタイム', description: '火の番をし、お肉の下処理と味付けを行い、ホイットロック流のブリスケット燻製を身につけます。' },
    { id: 3, title: 'ケータリング配送ドライバー', kind: 'パートタイム', description: 'ケータリングの配達と設営を笑顔で。無事故・無違反の運転記録が必要です。' },
    { id: 4, title: 'シフトリーダー', kind: 'フルタイム', description: 'フロアを仕切り、クルーを指導し、すべてのお客様に満足してお帰りいただきます。' },
    { id: 5, title: '店長', kind: 'フルタイム', description: '25〜40名のスタッフを率い、店舗の業績に責任を持ち、ケータリング事業を伸ばします。' },
  ],
  apply: { label: '応募する', url: `${WORK_FOR_PATH}#apply` },
};

export const nutritional: NutritionPage = {
  heading: '栄養成分',
  intro: '数値は提供時の1食分で、特に記載のない限りソースを含みません。アレルギー情報はスタッフにお尋ねください。',
  columns: { item: '商品', serving: '1食分', calories: 'カロリー', fat: '脂質（g）', sodium: 'ナトリウム（mg）', carbs: '炭水化物（g）', protein: 'たんぱく質（g）' },
  rows: NUTRITION_FACTS.map((fact) => ({ ...fact.values, allergens: fact.allergens, id: fact.id, item: fact.ja, serving: fact.servingJa })),
  disclaimer: '一般的な栄養指導では1日2,000キロカロリーを目安としていますが、必要量は人によって異なります。レシピや量は店舗によって多少異なります。',
};
