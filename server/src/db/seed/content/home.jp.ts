// Home page hero and feature list in Japanese.
import type { SeedHome } from './types';

export const HOME_JP: SeedHome = {
  heroTitle: '「病院に行くべき？」の迷いに、すぐ答えを',
  heroSubtitle:
    '気になる様子を入力するだけで、PetCareのAIが緊急度とその理由を数分でお伝えします。健康状態や体重、食事の記録もまとめて管理でき、そのまま獣医師と共有できます。',
  ctaLabel: 'ペットの症状をチェックする',
  features: [
    {
      icon: 'stethoscope',
      title: 'AI症状チェッカー',
      text: '気になることについていくつかの質問に答えるだけで、「様子を見て大丈夫」から「すぐに動物病院へ」まで、緊急度を理由とあわせてお示しします。診断ではなく、次の行動を決めるための目安です。',
    },
    {
      icon: 'camera',
      title: '写真分析',
      text: '皮膚の赤み、しこり、目の異常、傷などの写真をアップロードすると、気になるポイントと、早めの受診が必要かどうかをお伝えします。',
    },
    {
      icon: 'file-text',
      title: '健康レポート',
      text: 'プロフィール、症状、写真、体重の推移を、見やすいレポートにまとめます。ダウンロードして、次の診察に持っていくことができます。',
    },
    {
      icon: 'scale',
      title: '食事・体重管理プラン',
      text: '体重を記録し、年齢や犬種・猫種、暮らし方に合った食事と運動のプランを提案します。無理なく続けられるよう、やさしくリマインドします。',
    },
  ],
};
