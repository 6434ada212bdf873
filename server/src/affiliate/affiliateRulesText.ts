// The programme rules shown at /affiliate-program/program-rules, per language, and their version.
// The version lives with the text: change it whenever the text changes, and every affiliate is
// asked to accept again (the has-accepted-affiliate-program-rules guard fails until they do).
import type { Language } from '@contract/preferences';

// 2026-11-29: partners must label their posts as advertising (Japan's stealth-marketing rule).
export const AFFILIATE_RULES_VERSION = '2026-11-29';

export interface RuleFigures {
  commissionPercent: number;
  refundWindowDays: number;
  discountPercent: number;
}

export function rulesSections(
  language: Language,
  f: RuleFigures,
): { title: string; body: string }[] {
  if (language === 'jp') {
    return [
      {
        title: '報酬',
        body: `紹介リンクから登録した飼い主さまのお支払い（税抜）の${f.commissionPercent}%を報酬としてお支払いします。`,
      },
      {
        title: '確定までの期間',
        body: `報酬は返金可能期間（${f.refundWindowDays}日間）が過ぎると確定し、お支払い対象になります。返金された注文の報酬は取り消されます。`,
      },
      {
        title: '紹介コード',
        body: `紹介コードを入力したお客さまは初回のお支払いが${f.discountPercent}%割引になります。ご自身の紹介コードはご利用いただけません。`,
      },
      {
        title: '広告であることの表示',
        body: 'PetCareを紹介する投稿・動画・記事・メールには、広告であることがはっきりわかるよう、冒頭に「PR」または「広告」と表示してください（景品表示法のステルスマーケティング規制）。プロモーションパックの文章には、この表示があらかじめ入っています。使ったことのない体験を自分の体験として書くことや、PetCareが用意した文章をご自身の感想として投稿することは禁止です。',
      },
      {
        title: '禁止事項',
        body: '自己アフィリエイト（ご自身の紹介リンクやコードを使ったご自身の購入）・なりすまし・スパム・誤解を招く健康効果の表示・PetCareの商標を含む検索広告は禁止です。違反した場合は参加を取り消します。',
      },
      {
        title: 'お支払い',
        body: '確定した報酬が支払基準額に達すると、毎月、登録された銀行口座またはPayPalにお支払いします。',
      },
    ];
  }
  return [
    {
      title: 'Commission',
      body: `You earn ${f.commissionPercent}% of what keepers who signed up through your link pay, net of tax.`,
    },
    {
      title: 'When it becomes payable',
      body: `A commission is pending during the ${f.refundWindowDays}-day refund window, then payable. A refunded order earns nothing.`,
    },
    {
      title: 'Your code',
      body: `Buyers who enter your code get ${f.discountPercent}% off their order. You cannot use your own code or refer yourself.`,
    },
    {
      title: 'Say it is an ad',
      body: 'Every post, video, article or mail in which you recommend PetCare must say at its start that it is an advertisement: "#ad", or in Japanese "PR" or the word for advertisement (Japan’s rule against stealth marketing). The texts of the promo packs carry the label already. Do not present an experience you have not had, or words we wrote, as your own opinion.',
    },
    {
      title: 'Not allowed',
      body: 'Self-referrals, fake accounts, spam, misleading health claims and search ads on the PetCare brand. Breaking these rules ends your membership.',
    },
    {
      title: 'Payouts',
      body: 'Payable commissions are paid monthly to your bank account or PayPal once they reach your payout threshold.',
    },
  ];
}
