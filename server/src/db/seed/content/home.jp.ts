// Home page hero and feature list in Japanese.
import type { SeedHome } from './types';

export const HOME_JP: SeedHome = {
  heroTitle: '「動物病院に行くべき？」と迷ったときに',
  heroSubtitle:
    '気になる様子を入力すると、PetCareのAIが緊急度とその理由を数分でお示しします。診断ではなく、受診を考えるための目安です。健康状態や体重、食事の記録もまとめて管理でき、そのまま獣医師と共有できます。',
  ctaLabel: 'ペットの症状をチェックする',
  features: [
    {
      icon: 'stethoscope',
      path: '/si/',
      title: 'AI症状チェッカー',
      text: '気になることについていくつかの質問に答えるだけで、「自宅で様子を見る」から「緊急：今すぐ動物病院へ」まで、緊急度を理由とあわせてお示しします。診断ではなく、次の行動を決めるための目安です。',
    },
    {
      icon: 'camera',
      path: '/si/image-analysis/',
      title: '写真分析',
      text: '皮膚の赤み、しこり、目の異常、傷などを撮影すると、写真が十分に鮮明かをすぐに確認し、見られる様子についていくつか質問します。その回答から緊急度をお伝えします。写真は結果と一緒に残り、受診のときに獣医師に見せられます。',
    },
    {
      icon: 'file-text',
      path: '/my-pets/ai-health-report/',
      title: '健康レポート',
      text: 'プロフィール、症状、写真、体重の推移を、見やすいレポートにまとめます。ダウンロードして、次の診察に持っていくことができます。',
    },
    {
      icon: 'scale',
      path: '/diet-and-healthy-plan/',
      title: '食事・体重管理プラン',
      text: '体重を記録し、年齢や犬種・猫種、暮らし方に合った食事と運動のプランを提案します。無理なく続けられるよう、やさしくリマインドします。',
    },
  ],
};
