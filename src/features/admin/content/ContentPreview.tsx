import { Box, chakra, Flex, Grid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CareKind } from '@contract/careKinds';
import { PROMO_CHANNELS } from '@contract/promoPacks';
import { CareItemView } from '../../care';
import { ContentPageView, FaqArticleView, NewsArticleView } from '../../content';
import { useLocale } from '../../../i18n/useLocale';
import type { ContentKind } from '../adminApi';
import { KIND_FORMS, type FormValues } from './contentForms';
import type { Sanitize } from './useHtmlSanitizer';

/**
 * The record as the public site will show it, drawn by the site's own components from what is
 * in the form now, its HTML through the site's sanitiser. Promo packs (shown in the affiliate
 * area, not on the site) are previewed as their banner and texts.
 */
export function ContentPreview({
  kind,
  values,
  sanitize,
  publishedAt,
}: {
  kind: ContentKind;
  values: FormValues;
  sanitize: Sanitize;
  /** When it was first published; a draft shows today's date, as publishing it would. */
  publishedAt: string | null;
}) {
  const { t } = useTranslation('app');
  const { bcp47 } = useLocale();
  const date = publishedAt ?? new Date().toISOString();
  switch (kind) {
    case 'news': {
      const body = KIND_FORMS.news.toBody(values);
      return (
        <Box maxW="48rem" mx="auto">
          <NewsArticleView
            post={{
              category: body.category ?? 'news',
              title: body.title,
              excerpt: body.excerpt ?? '',
              published_at: date,
              reading_minutes: body.reading_minutes ?? estimateMinutes(body.body_html),
              cover_image: body.cover_image ?? null,
              body_html: sanitize(body.body_html),
            }}
          />
        </Box>
      );
    }
    case 'faq': {
      const body = KIND_FORMS.faq.toBody(values);
      return (
        <Box maxW="48rem" mx="auto">
          <FaqArticleView
            article={{
              category: body.category ?? 'general',
              question: body.question,
              cover_image: body.cover_image ?? null,
              answer_html: sanitize(body.answer_html),
            }}
          />
        </Box>
      );
    }
    case 'pages': {
      const body = KIND_FORMS.pages.toBody(values);
      return <ContentPageView page={{ ...body, body_html: sanitize(body.body_html) }} />;
    }
    case 'care-items': {
      const body = KIND_FORMS['care-items'].toBody(values);
      return (
        <CareItemView
          item={{
            kind: body.kind as CareKind,
            name: body.name,
            summary: body.summary ?? '',
            image: body.image ?? null,
            body_html: sanitize(body.body_html ?? ''),
            address: body.address ?? '',
            phone: body.phone ?? '',
            opening_hours: body.opening_hours ?? '',
            animal_handling_registration: body.animal_handling_registration ?? null,
          }}
        />
      );
    }
    case 'cities': {
      const body = KIND_FORMS.cities.toBody(values);
      return (
        <Box bg="bg.accent" borderRadius="2xl" px={{ base: '4', md: '6' }} py="8">
          <Text color="fg.muted" mb="2">
            {[body.region, body.country].filter(Boolean).join(', ')}
          </Text>
          <chakra.h1 fontSize={{ base: '3xl', md: '5xl' }} fontWeight="bold" lineHeight="short">
            {body.name}
          </chakra.h1>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" mt="4" maxW="70ch">
            {body.intro}
          </Text>
        </Box>
      );
    }
    case 'promo-packs': {
      const body = KIND_FORMS['promo-packs'].toBody(values);
      return (
        <Grid gap="6">
          {(['en', 'jp'] as const).map((language) => (
            <Box key={language} lang={language === 'jp' ? 'ja' : 'en'}>
              <Flex
                aria-hidden="true"
                bg={/^#[0-9a-f]{6}$/i.test(body.colour) ? body.colour : 'brand.solid'}
                color="white"
                borderRadius="md"
                p="5"
                direction="column"
                gap="1"
                maxW="30rem"
              >
                <Text fontWeight="bold" fontSize="2xl">
                  PetCare
                </Text>
                <Text>{body.headline[language]}</Text>
              </Flex>
              <chakra.h2 fontWeight="bold" fontSize="lg" mt="3">
                {body.title[language]}
              </chakra.h2>
              <Text color="fg.muted">{body.description[language]}</Text>
              <chakra.dl mt="2" fontSize="sm">
                {PROMO_CHANNELS.map((channel) => (
                  <Box key={channel} mt="1">
                    <chakra.dt fontWeight="semibold" lang={bcp47}>
                      {t(`admin.promo.channels.${channel}`)}
                    </chakra.dt>
                    <chakra.dd>{body.texts[language][channel]}</chakra.dd>
                  </Box>
                ))}
              </chakra.dl>
            </Box>
          ))}
        </Grid>
      );
    }
  }
}

/** About 200 words (or 500 Japanese characters) a minute, as the API estimates it. */
function estimateMinutes(html: string): number {
  const text = html.replace(/<[^>]*>/g, ' ');
  const words = text.split(/\s+/).filter(Boolean).length;
  const cjk = (text.match(/[\u3040-\u30ff\u4e00-\u9fff]/g) ?? []).length;
  return Math.max(1, Math.round(words / 200 + cjk / 500));
}
