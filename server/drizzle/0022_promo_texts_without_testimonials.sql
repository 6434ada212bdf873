-- The built-in promo packs' texts told a keeper's own experience for partners to post as theirs
-- (stealth marketing): replace them where an admin has not changed them. The advertising label is
-- added when a text is handed out (affiliate/promoPacks.ts), so it is not written here.
UPDATE "promo_packs" SET "texts" = jsonb_set("texts", '{en,instagram}', to_jsonb('When your pet seems off, PetCare’s AI symptom checker tells you what to watch and when to call the vet: {link}'::text))
WHERE "slug" = 'ai-symptom-checker' AND "texts" #>> '{en,instagram}' = 'When my dog seemed off, PetCare’s symptom checker told me what to watch and when to call the vet. Try it: {link}';
--> statement-breakpoint
UPDATE "promo_packs" SET "texts" = jsonb_set("texts", '{jp,instagram}', to_jsonb('ペットの様子がいつもと違うときは、PetCareのAI症状チェッカーで受診の目安を確認できます。{link}'::text))
WHERE "slug" = 'ai-symptom-checker' AND "texts" #>> '{jp,instagram}' = 'うちの子の様子がいつもと違うとき、PetCareの症状チェッカーで受診の目安がわかりました。{link}';
--> statement-breakpoint
UPDATE "promo_packs" SET "texts" = jsonb_set("texts", '{en,instagram}', to_jsonb('Vet visits, vaccines and weights of every pet in one place with PetCare: {link}'::text))
WHERE "slug" = 'health-records' AND "texts" #>> '{en,instagram}' = 'All of my cat’s vet visits, vaccines and weights in one place with PetCare: {link}';
--> statement-breakpoint
UPDATE "promo_packs" SET "texts" = jsonb_set("texts", '{jp,instagram}', to_jsonb('通院・ワクチン・体重の記録を、PetCareならペットごとにひとつにまとめられます。{link}'::text))
WHERE "slug" = 'health-records' AND "texts" #>> '{jp,instagram}' = '通院・ワクチン・体重の記録がPetCareでひとつにまとまりました。{link}';
